// What a follow-up card says about its day (docs/screens.md "Follow-up card").
import { type ActivityType, FOLLOW_UP_DAYS } from '@porchlight/contracts';

/** No contact data: nothing on this day's channel to send to. */
export function noContactForDayText(activityType: ActivityType, dayNumber: number): string {
  const kind = activityType === 'email' ? 'email addresses' : 'phone numbers';
  return `This lead has no ${kind} for Day ${dayNumber}`;
}

/** The lead has no contact at all. */
export const NO_CONTACT_INFORMATION = 'No contact information available';

/** The 'Day Complete' toast's text. */
export function dayCompleteText(dayNumber: number): string {
  if (dayNumber >= FOLLOW_UP_DAYS) {
    return `Day ${dayNumber} is done. That was the last day of the sequence.`;
  }
  return `Day ${dayNumber} is done. Day ${dayNumber + 1} opens tomorrow.`;
}

/** The Congratulations state: the day is done and the next opens at the next ET midnight. */
export function awaitingRolloverText(dayNumber: number): string {
  if (dayNumber >= FOLLOW_UP_DAYS) {
    return `All done for Day ${dayNumber}. The sequence completes at midnight (ET).`;
  }
  return `All done for today. Day ${dayNumber + 1} opens at midnight (ET).`;
}

export function dayLabel(dayNumber: number, activityType: ActivityType): string {
  return `Day ${dayNumber} of ${FOLLOW_UP_DAYS}: ${activityType}`;
}
