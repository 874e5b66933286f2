// workspace.md §9 "Default scripts": what each day says until the agent saves their own.
// No zod: the scripts editors and the follow-up cards read these.

export interface DefaultScript {
  dayNumber: number;
  scriptType: 'email' | 'text';
  subject: string | null;
  body: string;
}

export const DEFAULT_SCRIPTS: readonly DefaultScript[] = [
  {
    dayNumber: 1,
    scriptType: 'email',
    subject: 'for {firstname} (re: {streetaddress})',
    body: 'Hi {firstname},\n\nI came across your property at {streetaddress} and wanted to reach out directly. Would you consider selling it for the right price and terms?\n\nIf so, just reply to this email and we can talk about what would work for you.\n\nThank you,',
  },
  {
    dayNumber: 2,
    scriptType: 'text',
    subject: null,
    body: 'Hi {firstname}, I am a local agent. Would you consider selling {streetaddress} for the right price and terms?',
  },
  {
    dayNumber: 3,
    scriptType: 'email',
    subject: 'following up on {streetaddress}',
    body: 'Hi {firstname},\n\nI wanted to follow up on my earlier email about {streetaddress}. If selling is something you would think about, for the right price and terms, I would be glad to talk whenever suits you.\n\nThank you,',
  },
  {
    dayNumber: 4,
    scriptType: 'text',
    subject: null,
    body: 'Hi {firstname}, did you get my note about {streetaddress}? Happy to chat if you would consider an offer.',
  },
  {
    dayNumber: 5,
    scriptType: 'email',
    subject: 'is this for {firstname}?',
    body: 'Hi,\n\nis this for {firstname}? do you still own the property at {streetaddress}?\n\nIf you do and would consider selling, I would love to hear from you.\n\nThank you,',
  },
  {
    dayNumber: 6,
    scriptType: 'text',
    subject: null,
    body: 'is this {firstname}?',
  },
];

/** Mailer follow-up scripts: the same six days, written to follow a postcard. */
export const DEFAULT_MAILER_SCRIPTS: readonly DefaultScript[] = DEFAULT_SCRIPTS.map((script) => ({
  ...script,
  subject: script.subject && `${script.subject} (postcard)`,
  body:
    script.dayNumber === 1
      ? 'Hi {firstname},\n\nYou should have received a postcard from me about {streetaddress}. Would you consider selling it for the right price and terms?\n\nThank you,'
      : script.body,
}));
