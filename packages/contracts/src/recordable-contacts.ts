// Which of a follow-up day's contacts are recorded, and which are still to send or pass
// (docs/follow-up.md "The six days"): the server completes a day by this rule and the screen offers
// Skip Day by it. No zod at run time: the follow-up screen imports this module.
import type { ActivityContact } from './follow-up';

/** Do not contact: on a do-not-call list, or the owner asked this agent to stop. */
export function isDoNotContact(contact: Pick<ActivityContact, 'dncStatus' | 'optedOut'>): boolean {
  return contact.dncStatus || contact.optedOut;
}

/** Recorded by the server: the owner's own contact (never the agent's custom one), contactable. */
export function isRecordable(
  contact: Pick<ActivityContact, 'custom' | 'dncStatus' | 'optedOut'>,
): boolean {
  return !contact.custom && !isDoNotContact(contact);
}

/** Still to send or pass today: recordable, neither sent nor passed. The last one completes the day. */
export function pendingRecordable<T extends ActivityContact>(contacts: readonly T[]): T[] {
  return contacts.filter((contact) => isRecordable(contact) && contact.status === 'pending');
}

/**
 * Nothing left on the day to record: no owner address or number for the day, or every one sent,
 * passed or do-not-contact. Such a day completes on a custom send or Skip Day.
 */
export function hasNothingRecordable(contacts: readonly ActivityContact[]): boolean {
  return pendingRecordable(contacts).length === 0;
}
