// The link a Send opens: the day's script, its placeholders filled, in a mailto: or sms: link
// (workspace.md §5 "Script placeholders").
import {
  type ActivityContact,
  DEFAULT_SCRIPTS,
  type FollowUpLead,
  fillPlaceholders,
  mailtoLink,
  type Script,
  smsLink,
} from '@porchlight/contracts';

export type DayScript = Pick<Script, 'dayNumber' | 'subject' | 'body'>;

/** The agent's script for the day, else the default one (workspace.md §9: saved ones override). */
export function scriptForDay(scripts: readonly DayScript[] | undefined, dayNumber: number) {
  const saved = scripts?.find((script) => script.dayNumber === dayNumber);
  const fallback = DEFAULT_SCRIPTS.find((script) => script.dayNumber === dayNumber);
  return saved ?? fallback ?? { dayNumber, subject: null, body: '' };
}

/**
 * An email opens the mail app with the subject and body; a phone opens the messages app with the
 * body. The contact's own type decides, so a custom email on a text day still gets an email.
 */
export function sendLink(
  contact: Pick<ActivityContact, 'recipientType' | 'recipientValue'>,
  script: DayScript,
  lead: FollowUpLead,
  isIos: boolean,
): string {
  const body = fillPlaceholders(script.body, lead);
  if (contact.recipientType === 'email') {
    return mailtoLink(contact.recipientValue, fillPlaceholders(script.subject ?? '', lead), body);
  }
  return smsLink(contact.recipientValue, body, isIos);
}
