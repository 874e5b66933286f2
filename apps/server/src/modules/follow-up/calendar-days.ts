import {
  type ActivityContact,
  type ActivityType,
  activityTypeOfDay,
  type Day,
  easternDay,
  type FollowUpLead,
  isDoNotContact,
} from '@porchlight/contracts';
import type { Database } from '../../db/client';
import { followUpLeads } from './dashboard-rows';
import { dayContacts } from './day-contacts';
import { sequencePosition } from './sequence';

/** A lead's next follow-up day to do, dated on the ET calendar (docs/connections.md "Calendar feed"). */
export interface FollowUpCalendarDay {
  lead: Pick<FollowUpLead, 'id' | 'address' | 'city' | 'state' | 'zip'>;
  dayNumber: number;
  activityType: ActivityType;
  /** The ET day it is due: today for an open day (however late), tomorrow once today's is done. */
  date: Day;
  /** The day's contacts still to send to, none of them do-not-contact. */
  contacts: ActivityContact[];
}

/**
 * Each lead in follow-up at the day it is due, read by the sequence's own rules: an open day is due
 * today (a day never advances on its own, so an older one is due today too); a day done today
 * opens the next one at the next ET midnight; a finished sequence has none. Oldest save first.
 */
export async function followUpCalendarDays(
  db: Database,
  agentId: string,
  now: Date,
): Promise<FollowUpCalendarDay[]> {
  const due: FollowUpCalendarDay[] = [];
  for (const { card, sources, state, days } of await followUpLeads(db, agentId)) {
    const position = sequencePosition(state, now);
    if (position.dayStatus === 'sequenceComplete') continue;
    const waiting = position.dayStatus === 'doneAwaitingRollover';
    const dayNumber = waiting ? position.dayNumber + 1 : position.dayNumber;
    const activityType = activityTypeOfDay(dayNumber);
    const records = days.find((d) => d.dayNumber === dayNumber)?.records ?? [];
    const contacts = dayContacts(sources, '', activityType, records).filter(
      (c) => c.status === 'pending' && !isDoNotContact(c),
    );
    const { id, address, city, state: leadState, zip } = JSON.parse(card) as FollowUpLead;
    const lead = { id, address, city, state: leadState, zip };
    const date = easternDay(waiting && position.nextDayAt ? position.nextDayAt : now);
    due.push({ lead, dayNumber, activityType, date, contacts });
  }
  return due.sort((a, b) => a.date.localeCompare(b.date));
}
