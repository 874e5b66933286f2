import { type ActivityContact, FOLLOW_UP_DAYS, formatPhone } from '@porchlight/contracts';
import type { FollowUpCalendarDay } from '../follow-up';
import type { IcsEvent } from './calendar-feed-ics';

/**
 * The feed's bounds (docs/connections.md "Calendar feed"): the events of the first 200 leads due
 * and 8 contacts in each, so even the longest possible feed stays well under Google Calendar's
 * 1 MB (`calendar-feed-ics.test.ts` writes that worst case and measures it).
 */
export const MAX_FEED_EVENTS = 200;
export const MAX_EVENT_CONTACTS = 8;

/** Where the event links: the lead, opened on the agent's dashboard. */
export function leadLink(publicUrl: string, leadId: string): string {
  const link = new URL('/dashboard', publicUrl);
  link.searchParams.set('lead', leadId);
  return link.toString();
}

function contactLine(contact: ActivityContact): string {
  const value =
    contact.recipientType === 'phone'
      ? formatPhone(contact.recipientValue)
      : contact.recipientValue;
  return contact.recipientName ? `${contact.recipientName}: ${value}` : value;
}

function description(due: FollowUpCalendarDay, link: string): string {
  const { contacts, activityType } = due;
  const shown = contacts.slice(0, MAX_EVENT_CONTACTS).map(contactLine);
  if (contacts.length > shown.length) shown.push(`and ${contacts.length - shown.length} more`);
  const heading =
    shown.length > 0
      ? activityType === 'email'
        ? 'Email:'
        : 'Text:'
      : `No ${activityType === 'email' ? 'email address' : 'phone number'} left to send to on this day.`;
  const place = [due.lead.city, due.lead.state].filter(Boolean).join(', ');
  return [`${due.lead.address}${place ? `, ${place}` : ''}`, '', heading, ...shown, '', link].join(
    '\n',
  );
}

/** One all-day event for a lead's day due: "Day 2 of 6: text 12 Palm Ave". */
export function followUpEvent(due: FollowUpCalendarDay, publicUrl: string): IcsEvent {
  const link = leadLink(publicUrl, due.lead.id);
  return {
    uid: `follow-up-${due.lead.id}-day-${due.dayNumber}@${new URL(publicUrl).hostname}`,
    date: due.date,
    summary: `Day ${due.dayNumber} of ${FOLLOW_UP_DAYS}: ${due.activityType} ${due.lead.address}`,
    description: description(due, link),
    url: link,
  };
}
