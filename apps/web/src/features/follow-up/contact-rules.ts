// Which of a day's contacts the agent may act on, and why a Send is held back
// (docs/follow-up.md "The six days"; docs/compliance.md "Quiet hours").
import { type ActivityContact, formatPhone, quietHoursMessage } from '@porchlight/contracts';

/** The address or number as it reads: phones as (###) ###-####. */
export function recipientDisplay(
  contact: Pick<ActivityContact, 'recipientType' | 'recipientValue'>,
) {
  return contact.recipientType === 'phone'
    ? formatPhone(contact.recipientValue)
    : contact.recipientValue;
}

// Which contacts are recorded is the server's own rule, from the contracts (one home for both).
export { hasNothingRecordable, isRecordable } from '@porchlight/contracts';

/** The agent can still act on it: neither sent nor passed. */
export function isOpen(contact: Pick<ActivityContact, 'status'>): boolean {
  return contact.status === 'pending';
}

export interface SendContext {
  /** Texting hours in the owner's zone (`textingWindow`); null when they are open. */
  textsOpenAt: string | null;
  /** A record or opt-out call for this contact (or the day's completion) is on its way. */
  busy: boolean;
  /** The server cannot be reached now (docs/offline.md "Compliance offline"). */
  offline?: boolean;
}

export interface SendBlock {
  reason: 'optedOut' | 'dnc' | 'busy' | 'offline' | 'quietHours';
  /** The reason in words, where the row has no other sign of it. */
  text: string;
}

export const TEXTS_WAIT_OFFLINE =
  'Texts wait for a connection so quiet hours and opt-outs can be checked';

/** Why Send is disabled for this contact, or null when it may be sent now. First reason wins. */
export function sendBlock(contact: ActivityContact, context: SendContext): SendBlock | null {
  if (contact.optedOut) return { reason: 'optedOut', text: 'Asked to stop' };
  if (contact.dncStatus) return { reason: 'dnc', text: 'Do not contact' };
  if (context.busy) return { reason: 'busy', text: 'Saving...' };
  // An email may go from the phone's copy, its marks checked above; a text never does: quiet
  // hours and the latest opt-outs are the server's to check.
  if (contact.recipientType === 'phone' && context.offline) {
    return { reason: 'offline', text: TEXTS_WAIT_OFFLINE };
  }
  if (contact.recipientType === 'phone' && context.textsOpenAt) {
    return { reason: 'quietHours', text: textsOpenText(context.textsOpenAt) };
  }
  return null;
}

/** The server's QUIET_HOURS sentence: "Texts to this owner can be sent from 8:00 AM PST." */
export function textsOpenText(opensAt: string): string {
  return quietHoursMessage(opensAt);
}
