// The link a Send opens: the day's script, its placeholders filled, in a mailto: or sms: link
// (docs/follow-up.md "Scripts").
import {
  type ActivityContact,
  DEFAULT_MAILER_SCRIPTS,
  DEFAULT_SCRIPTS,
  type DefaultScript,
  type FollowUpLead,
  fillPlaceholders,
  fillSender,
  mailtoLink,
  type Script,
  type ScriptSender,
  smsLink,
} from '@porchlight/contracts';

export type DayScript = Pick<Script, 'dayNumber' | 'subject' | 'body'>;

/** The agent's script for the day, else the default one: saved scripts override the defaults. */
export function scriptForDay(
  scripts: readonly DayScript[] | undefined,
  dayNumber: number,
  defaults: readonly DefaultScript[] = DEFAULT_SCRIPTS,
): DayScript {
  const saved = scripts?.find((script) => script.dayNumber === dayNumber);
  const fallback = defaults.find((script) => script.dayNumber === dayNumber);
  return saved ?? fallback ?? { dayNumber, subject: null, body: '' };
}

/** Both kinds of the agent's scripts, as far as they have loaded. */
export interface AgentScripts {
  outbound: readonly DayScript[] | undefined;
  mailer: readonly DayScript[] | undefined;
}

/**
 * The script a lead's day sends: the Mailer Follow Up Scripts once a postcard went to the owner,
 * else the Outbound Scripts; signed with the agent's name and phone.
 */
export function scriptForLead(
  item: { dayNumber: number; lead: Pick<FollowUpLead, 'postcardSent'> },
  scripts: AgentScripts,
  sender: ScriptSender,
): DayScript {
  const script = item.lead.postcardSent
    ? scriptForDay(scripts.mailer, item.dayNumber, DEFAULT_MAILER_SCRIPTS)
    : scriptForDay(scripts.outbound, item.dayNumber);
  return {
    dayNumber: script.dayNumber,
    subject: script.subject === null ? null : fillSender(script.subject, sender),
    body: fillSender(script.body, sender),
  };
}

/**
 * An email opens the mail app with the subject and body; a phone opens the messages app with the
 * body. The contact's own type decides, so a custom email on a text day still gets an email.
 */
export function sendLink(
  contact: Pick<ActivityContact, 'recipientType' | 'recipientValue' | 'recipientName'>,
  script: DayScript,
  lead: FollowUpLead,
  isIos: boolean,
): string {
  // Each contact is greeted by its own person's name (docs/follow-up.md "Greetings").
  const fill = (text: string) => fillPlaceholders(text, lead, contact.recipientName);
  const body = fill(script.body);
  if (contact.recipientType === 'email') {
    return mailtoLink(contact.recipientValue, fill(script.subject ?? ''), body);
  }
  return smsLink(contact.recipientValue, body, isIos);
}
