import {
  type ActivityContact,
  type ActivityDashboardItem,
  activityTypeOfDay,
  type CompleteDayRequest,
  type DismissPropertyResponse,
  FOLLOW_UP_DAYS,
  formatOpensAt,
  isCustomContactId,
  isDoNotContact,
  pendingRecordable,
  quietHoursMessage,
  type RecordActivityRequest,
  type RecordActivityResponse,
  textingWindow,
} from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { JsonText } from '../../lib/json-text';
import { type ActionRunner, inTransaction, poolRunner } from '../../lib/offline-action';
import { ownerTimeZone } from '../../lib/owner-time-zone';
import {
  type ContactRecord,
  completeDayRow,
  dayActivityId,
  dayRows,
  storeContactRecord,
  storeRolledOverDay,
} from './activity-rows';
import { type DaySources, followUpLead, followUpLeads, lockedFollowUpLead } from './dashboard-rows';
import { dayContacts, type RecordedContact } from './day-contacts';
import { inFollowUp } from './lead-sequences';
import { sentBeforeOptOut } from './opt-out-time';
import { type SequenceState, sequencePosition, stillShown } from './sequence';

/** A lead's day as its follow-up card shows it, all but the lead. */
type FollowUpDay = Omit<ActivityDashboardItem, 'lead'>;

function followUpDay(
  sources: DaySources,
  state: SequenceState,
  activityId: string,
  records: readonly RecordedContact[],
  now: Date,
): FollowUpDay {
  const position = sequencePosition(state, now);
  const activityType = activityTypeOfDay(position.dayNumber);
  return {
    activity: { id: activityId },
    contacts: dayContacts(sources, activityId, activityType, records),
    dayNumber: position.dayNumber,
    activityType,
    isComplete: position.dayStatus !== 'normal',
    dayStatus: position.dayStatus,
    nextDayAt: position.nextDayAt?.toISOString() ?? null,
    ownerTimeZone: ownerTimeZone(sources),
  };
}

/**
 * GET /api/activities/dashboard: each lead in follow-up at the day it stands on, oldest save first.
 * One statement, and it only reads: a day nobody has worked yet is answered under the id its row
 * will have (`dayActivityId`), made by the day's first write. Each item is its day as JSON with
 * the lead's card, as PostgreSQL wrote it, in front.
 */
export async function followUpDashboard(
  { db }: { db: Database },
  agentId: string,
  now: Date,
): Promise<JsonText<ActivityDashboardItem[]>> {
  const items = (await followUpLeads(db, agentId))
    .filter((f) => stillShown(f.state, now))
    .map(({ leadId, card, sources, state, days }) => {
      const dayNumber = sequencePosition(state, now).dayNumber;
      const row = days.find((d) => d.dayNumber === dayNumber) ?? {
        id: dayActivityId(leadId, dayNumber),
        records: [],
      };
      const day = JSON.stringify(followUpDay(sources, state, row.id, row.records, now));
      return `{"lead":${card},${day.slice(1)}`;
    });
  return `[${items.join(',')}]` as JsonText<ActivityDashboardItem[]>;
}

type FollowUp = NonNullable<Awaited<ReturnType<typeof followUpLead>>>;

/** The day the request's activity id names: a stored row's, or one not made yet (`dayActivityId`). */
function namedDay(followUp: FollowUp | null, { leadId, activityId }: CompleteDayRequest) {
  const stored = followUp?.days.find((d) => d.id === activityId)?.dayNumber;
  if (stored !== undefined || !followUp) return stored;
  return FOLLOW_UP_DAY_NUMBERS.find((n) => dayActivityId(leadId, n) === activityId);
}
const FOLLOW_UP_DAY_NUMBERS = Array.from({ length: FOLLOW_UP_DAYS }, (_, i) => i + 1);

/**
 * The lead's current day as its dashboard item, checked against the request: the activity the
 * client names must be the day the lead stands on, and that day not done. With `settle` (the
 * locked lead's transaction), a day that has rolled over is stored as the new day; without, such
 * a day answers null: it has to be settled first. A day without its row gets it on `rows` (the
 * transaction, or the record's own runner), under the id the dashboard answered: the day's first
 * write makes it (`dayActivityId`).
 */
async function currentDay(
  db: Database,
  followUp: FollowUp | null,
  input: CompleteDayRequest,
  now: Date,
  settle: pg.PoolClient | null,
  rows: pg.Pool | pg.PoolClient | null = settle,
): Promise<FollowUpDay | null> {
  const { agentId, leadId, activityId } = input;
  if (!followUp) throw new AppError('NOT_FOUND', 'This lead is not in your follow-up.');
  const position = sequencePosition(followUp.state, now);
  if (position.rolledOver) {
    if (!settle) return null;
    await storeRolledOverDay(db, { agentId, leadId, dayNumber: position.dayNumber });
  }
  if (position.dayStatus !== 'normal') {
    throw new AppError(
      'DAY_COMPLETE',
      `Day ${position.dayNumber} is already complete for this lead.`,
    );
  }
  const dayNumber = position.dayNumber;
  const stored = followUp.days.find((d) => d.dayNumber === dayNumber);
  if ((stored?.id ?? dayActivityId(leadId, dayNumber)) !== activityId) {
    throw new AppError('NOT_FOUND', `This activity is not day ${dayNumber} of this lead.`, {
      field: 'activityId',
    });
  }
  const day =
    stored ??
    (rows ? (await dayRows(rows, agentId, [{ leadId, dayNumber }], now)).get(leadId) : undefined);
  if (!day) return null;
  return followUpDay(
    followUp.sources,
    { day: position.dayNumber, dayCompletedAt: null },
    activityId,
    day.records,
    now,
  );
}

/** The lead's current day, locked for a change and settled (see `currentDay`). */
async function lockedDay({ db, client }: Transaction, input: CompleteDayRequest, now: Date) {
  const followUp = await lockedFollowUpLead(db, input.agentId, input.leadId);
  const item = await currentDay(db, followUp, input, now, client);
  if (!item) throw new Error('a settled day is never null');
  return item;
}

/** A text waits for 8:00–21:00 in the owner's zone: a closed window always refuses. */
function refuseOutsideTextingHours(now: Date, timeZone: string) {
  const window = textingWindow(now, timeZone);
  if (window.open) return;
  throw new AppError('QUIET_HOURS', quietHoursMessage(formatOpensAt(window.opensAt, timeZone)), {
    opensAt: window.opensAt.toISOString(),
  });
}

/** A send reaches the phone only if the owner may be contacted there now. */
function refuseUncontactable(contact: ActivityContact, item: FollowUpDay, now: Date) {
  if (isDoNotContact(contact)) {
    throw new AppError(
      'CONTACT_DNC',
      contact.optedOut
        ? 'This owner asked you to stop: nothing more can be sent to this contact.'
        : 'This number is on the Do Not Call list: it cannot be texted.',
    );
  }
  if (item.activityType === 'text') refuseOutsideTextingHours(now, item.ownerTimeZone);
}

/**
 * POST /api/activities/record: one contact of the day sent or passed. Refuses a DNC or opted-out
 * send, a text outside the owner's 8:00–21:00, and anything that is not the day's contact. The last
 * pending contact completes the day. A send to the agent's own custom contact is checked the same
 * way but never recorded; it completes a day with nothing recordable left
 * (docs/follow-up.md "The six days").
 */
export async function recordContact(
  on: ActionRunner | { db: Database; pool: pg.Pool },
  input: RecordActivityRequest,
  acted: Date,
  arrivedAt: Date = acted,
): Promise<RecordActivityResponse> {
  const runner = 'tx' in on ? on : poolRunner(on);
  const { db } = runner;
  const { agentId, leadId, contactId } = input;
  if (isCustomContactId(contactId) && input.status === 'passed') {
    throw new AppError('VALIDATION_ERROR', 'Your own contacts cannot be passed.', {
      field: 'contactId',
    });
  }
  const followUp = await followUpLead(db, agentId, leadId);
  // A text is never sent offline: the whole record, its day too, is judged at the time it reached
  // the server, whatever time the phone claims (docs/offline.md "Compliance offline").
  const named = namedDay(followUp, input);
  const text = input.status === 'sent' && named && activityTypeOfDay(named) === 'text';
  const now = text ? arrivedAt : acted;
  // Most records: the day read as it stands, then one statement that re-checks it (no lock held
  // between the two). A custom send, a day to settle first, or a day that changed meanwhile take
  // the locked path, which decides on the day as it then stands.
  const day = await currentDay(db, followUp, input, now, null, runner.client);
  if (day) {
    const decision = await decideRecord(db, day, input, { now, arrivedAt });
    if ('answer' in decision) return decision.answer;
    if ('store' in decision) {
      const completed = await storeContactRecord(runner.client, decision.store);
      if (completed !== null) return { dayCompleted: completed };
    }
  }
  return inTransaction(runner, async (tx) => {
    const { client } = tx;
    const item = await lockedDay(tx, input, now);
    const decision = await decideRecord(db, item, input, { now, arrivedAt });
    if ('answer' in decision) return decision.answer;
    if ('store' in decision) {
      return { dayCompleted: (await storeContactRecord(client, decision.store)) ?? false };
    }
    if (pendingRecordable(item.contacts).length > 0) return { dayCompleted: false };
    await completeDayRow(client, { agentId, leadId, activityId: input.activityId, now });
    return { dayCompleted: true };
  });
}

/**
 * What recording this contact comes to on the day as read: an answer at once (it is done
 * already), a send to the agent's own contact (`custom`), or the record to store.
 */
async function decideRecord(
  db: Database,
  item: FollowUpDay,
  input: RecordActivityRequest,
  times: { now: Date; arrivedAt: Date },
): Promise<{ answer: RecordActivityResponse } | { custom: true } | { store: ContactRecord }> {
  const contact = item.contacts.find((c) => c.id === input.contactId);
  if (!contact) {
    throw new AppError('CONTACT_NOT_FOUND', `This contact is not one of day ${item.dayNumber}'s.`, {
      field: 'contactId',
    });
  }
  // A text is never sent offline: it is judged (quiet hours, opt-outs) and kept at the time it
  // reached the server, whatever time the phone claims (docs/offline.md "Compliance offline").
  const text = input.status === 'sent' && contact.recipientType === 'phone';
  const now = text ? times.arrivedAt : times.now;
  if (contact.status !== 'pending') return { answer: { dayCompleted: false } };
  if (input.status === 'sent' && !(await sentBeforeOptOut(db, input.agentId, contact, now))) {
    refuseUncontactable(contact, item, now);
  }
  if (contact.custom) return { custom: true };
  return {
    store: {
      ...input,
      recipientType: contact.recipientType,
      recipientValue: contact.recipientValue,
      recipientName: contact.recipientName,
      now,
      recordable: pendingRecordable(item.contacts).map((c) => c.id),
    },
  };
}

/**
 * Skip Day, on a day with nothing recordable left (docs/follow-up.md "The six days"); a custom
 * send completes in record.
 */
export async function completeDay(
  on: ActionRunner | pg.Pool,
  input: CompleteDayRequest,
  now: Date,
): Promise<RecordActivityResponse> {
  const runner = 'tx' in on ? on : { tx: null, pool: on };
  return inTransaction(runner, async (tx) => {
    const { client } = tx;
    const item = await lockedDay(tx, input, now);
    if (pendingRecordable(item.contacts).length > 0) {
      throw new AppError(
        'CONFLICT',
        `Day ${item.dayNumber} still has contacts to send or pass; send to them or pass them.`,
      );
    }
    await completeDayRow(client, { ...input, now });
    return { dayCompleted: true };
  });
}

/** POST /api/activities/dismiss-property: out of the follow-up; the lead stays saved. */
export async function dismissFromFollowUp(
  db: Database,
  agentId: string,
  leadId: string,
  now: Date,
): Promise<DismissPropertyResponse> {
  const [row] = await db
    .update(leads)
    .set({ followUpDismissedAt: now })
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId), inFollowUp))
    .returning({ id: leads.id });
  if (!row) throw new AppError('NOT_FOUND', 'This lead is not in your follow-up.');
  return { leadId: row.id, followUpDismissed: true };
}
