// What each day says until the agent saves their own (docs/follow-up.md "Scripts"). Emails end
// with the agent's name and phone; texts say who is writing, since they come from the agent's own
// number. No zod: the scripts editors and the follow-up cards read these.

export interface DefaultScript {
  dayNumber: number;
  scriptType: 'email' | 'text';
  subject: string | null;
  body: string;
}

/** How every default email ends. */
const SIGNATURE = '\n\nThank you,\n{agentname}\n{agentphone}';

const email = (dayNumber: number, subject: string, body: string): DefaultScript => ({
  dayNumber,
  scriptType: 'email',
  subject,
  body: `${body}${SIGNATURE}`,
});
const text = (dayNumber: number, body: string): DefaultScript => ({
  dayNumber,
  scriptType: 'text',
  subject: null,
  body,
});

/** The day 5 email and the day 6 text: the same after a postcard as before one. */
const LAST_EMAIL = email(
  5,
  'is this for {firstname}?',
  'Hi,\n\nis this for {firstname}? do you still own the property at {streetaddress}?\n\nIf you do and would consider selling, I would love to hear from you.',
);
const LAST_TEXT = text(6, 'is this {firstname}?');

/** The Outbound Scripts' defaults. */
export const DEFAULT_SCRIPTS: readonly DefaultScript[] = [
  email(
    1,
    'for {firstname} (re: {streetaddress})',
    'Hi {firstname},\n\nI came across your property at {streetaddress} and wanted to reach out directly. Would you consider selling it for the right price and terms?\n\nIf so, just reply to this email and we can talk about what would work for you.',
  ),
  text(
    2,
    'Hi {firstname}, this is {agentname}, a local agent. Would you consider selling {streetaddress} for the right price and terms?',
  ),
  email(
    3,
    'following up on {streetaddress}',
    'Hi {firstname},\n\nI wanted to follow up on my earlier email about {streetaddress}. If selling is something you would think about, for the right price and terms, I would be glad to talk whenever suits you.',
  ),
  text(
    4,
    'Hi {firstname}, it’s {agentname}. Did you get my note about {streetaddress}? Happy to chat if you would consider an offer.',
  ),
  LAST_EMAIL,
  LAST_TEXT,
];

/**
 * The Mailer Follow Up Scripts' defaults: used for a lead once a postcard went to its owner, so
 * the first messages can point to the card they received.
 */
export const DEFAULT_MAILER_SCRIPTS: readonly DefaultScript[] = [
  email(
    1,
    'the postcard I sent about {streetaddress}',
    'Hi {firstname},\n\nYou should have received a postcard from me about {streetaddress}. Would you consider selling it for the right price and terms?\n\nIf so, just reply to this email and we can talk about what would work for you.',
  ),
  text(
    2,
    'Hi {firstname}, this is {agentname}. I sent you a postcard about {streetaddress}. Would you consider selling for the right price and terms?',
  ),
  email(
    3,
    'following up on my postcard about {streetaddress}',
    'Hi {firstname},\n\nI wanted to follow up on the postcard I sent about {streetaddress}. If selling is something you would think about, for the right price and terms, I would be glad to talk whenever suits you.',
  ),
  text(
    4,
    'Hi {firstname}, it’s {agentname}. Did you get my postcard about {streetaddress}? Happy to chat if you would consider an offer.',
  ),
  LAST_EMAIL,
  LAST_TEXT,
];
