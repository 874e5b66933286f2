import type { LeadCard, LeadStatus, SwipeRequest, SwipeResponse } from '@porchlight/contracts';
import { easternDay } from '@porchlight/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { agentIdParam, preparedStatement } from '../../db/prepared';
import { AppError } from '../../lib/app-error';
import type { JsonText } from '../../lib/json-text';
import { sequenceStartAfterSwipe, sequenceStartAfterUndo } from '../follow-up';
import { leadCardJson, onDayDeck } from '../leads';

type SwipeAction = SwipeRequest['action'];

const STATUS_AFTER = {
  save: 'saved',
  dismiss: 'dismissed',
} as const satisfies Record<SwipeAction, LeadStatus>;

/** The lead status a swipe action leaves, in SQL. */
function statusAfter(action: SQL) {
  const cases = Object.entries(STATUS_AFTER).map(
    ([from, to]) => sql`when ${sql.raw(`'${from}'`)} then ${sql.raw(`'${to}'`)}`,
  );
  return sql`(case ${action} ${sql.join(cases, sql` `)} end)`;
}

const now = sql.placeholder('now');

/**
 * One statement (a swipe was six round trips): lock the lead, add the history row, move
 * the lead's state to it, and answer the lead as it now is. The CTE that updates `leads` is named
 * `leads`, so the lead's JSON reads the updated row. It also says whether the agent has a webhook
 * (docs/connections.md "Webhooks"), the one connection that hears of a save, so a swipe by an
 * agent without one stays one round trip.
 */
const swipeStatement = preparedStatement<{
  answer: JsonText<SwipeResponse>;
  webhook: boolean;
}>(
  'record_swipe',
  sql`with target as (
      select id, current_swipe_id, sequence_started_at from leads
      where id = ${sql.placeholder('leadId')} and agent_id = ${agentIdParam} and status <> 'removed'
      for update
    ), swipe as (
      insert into swipes (agent_id, lead_id, action, created_at, previous_swipe_id, sequence_started_before)
      select ${agentIdParam}, target.id, ${sql.placeholder('action')}, ${now},
        target.current_swipe_id, target.sequence_started_at
      from target
      returning id, lead_id, action
    ), leads as (
      update leads set
        status = ${statusAfter(sql`swipe.action`)},
        current_swipe_id = swipe.id,
        sequence_started_at = ${sequenceStartAfterSwipe(sql`swipe.action`, now)}
      from swipe
      where leads.id = swipe.lead_id and leads.agent_id = ${agentIdParam}
      returning leads.*
    )
    select json_build_object('swipeActionId', leads.current_swipe_id, 'lead', ${leadCardJson(agentIdParam)})::text as answer,
      exists (select 1 from webhook_endpoints w where w.agent_id = ${agentIdParam}) as webhook
    from leads join properties on properties.id = leads.property_id`,
);

/**
 * Records a save or a dismiss (docs/leads.md "Swipes"): a new history row, and the lead's state
 * follows it. A save starts the follow-up sequence unless it already ran.
 */
export async function recordSwipe({
  pool,
  agentId,
  leadId,
  action,
  now,
}: {
  /** The pool, or a queued request's transaction. */
  pool: pg.Pool | pg.PoolClient;
  agentId: string;
  leadId: string;
  action: SwipeAction;
  now: Date;
}): Promise<{ answer: JsonText<SwipeResponse>; webhook: boolean }> {
  const [row] = await swipeStatement(pool, { agentId, leadId, action, now });
  if (!row) throw new AppError('NOT_FOUND', 'No such lead.');
  return row;
}

/**
 * One statement: the agent's latest swipe of today's batch, whether its lead's follow-up has
 * reached the owner, and (unless it has) the undo: the swipe row stays, marked undone, and the lead
 * gets back what the swipe row remembers of it, its swipe before and its follow-up start then (or
 * is new again). The latest swipe is the newest of the batch's current swipes (a lead's
 * `current_swipe_id` is its latest kept swipe), so the statement reads the batch, never the
 * agent's or the lead's history. The lead is locked, as a swipe locks it; when a swipe or an undo
 * of the same lead committed since the statement began, its current swipe is no longer the one
 * read and the answer says `retry` (a new statement sees the change).
 */
const undoStatement = preparedStatement<{
  retry: boolean;
  action: SwipeAction | null;
  worked: boolean | null;
  lead: JsonText<LeadCard> | null;
}>(
  'undo_swipe',
  sql`with latest as (
      select l.id as lead_id, s.id, s.action
      from leads l join swipes s on s.id = l.current_swipe_id
      where l.agent_id = ${agentIdParam} and ${onDayDeck(sql.placeholder('leadDay'), 'l')}
        and s.agent_id = ${agentIdParam}
      order by s.seq desc limit 1
    ), last as (
      select latest.id, latest.lead_id, latest.action,
        exists (select 1 from follow_up_contacts c
          where c.lead_id = latest.lead_id and c.agent_id = ${agentIdParam}) as worked
      from leads l join latest on l.id = latest.lead_id and l.current_swipe_id = latest.id
      where l.agent_id = ${agentIdParam}
      for update of l
    ), undone as (
      update swipes set undone_at = ${now}
      from last
      where swipes.id = last.id and swipes.agent_id = ${agentIdParam}
        and not (last.action = 'save' and last.worked)
      returning swipes.lead_id, swipes.previous_swipe_id, swipes.sequence_started_before
    ), previous as (
      select s.id, s.action from swipes s join undone on s.id = undone.previous_swipe_id
      where s.agent_id = ${agentIdParam}
    ), leads as (
      update leads set
        status = coalesce((select ${statusAfter(sql`action`)} from previous), 'new'),
        current_swipe_id = undone.previous_swipe_id,
        sequence_started_at = ${sequenceStartAfterUndo(sql`undone.sequence_started_before`)}
      from undone
      where leads.id = undone.lead_id and leads.agent_id = ${agentIdParam}
      returning leads.*
    )
    select latest.id is not null and last.id is null as retry, last.action, last.worked,
      (select ${leadCardJson(agentIdParam)}::text from leads join properties on properties.id = leads.property_id) as lead
    from (select 1) as one left join latest on true left join last on true`,
);

/** Undo's statement again after a swipe or undo of the same lead got there first: it rarely is. */
const UNDO_ATTEMPTS = 5;

/**
 * Undoes the agent's latest swipe of today's batch. A save whose follow-up has recorded a contact
 * can't be undone (docs/leads.md "Swipes").
 */
export async function undoLastSwipe({
  pool,
  agentId,
  now,
  leadDay = easternDay(now),
}: {
  /** The pool, or a queued request's transaction. */
  pool: pg.Pool | pg.PoolClient;
  agentId: string;
  now: Date;
  /** The batch whose latest swipe is undone: today's, or the day a queued undo was made. */
  leadDay?: string;
}): Promise<JsonText<LeadCard>> {
  let [row] = await undoStatement(pool, { agentId, now, leadDay });
  for (let attempt = 1; row?.retry && attempt < UNDO_ATTEMPTS; attempt++) {
    [row] = await undoStatement(pool, { agentId, now, leadDay });
  }
  if (row?.retry) {
    throw new AppError('CONFLICT', 'Your swipes changed while undoing; please try again.');
  }
  if (!row?.action) throw new AppError('NOTHING_TO_UNDO', 'There is no swipe of today to undo.');
  if (!row.lead) {
    throw new AppError(
      'FOLLOW_UP_STARTED',
      "This lead's follow-up has already reached the owner, so its save can't be undone.",
    );
  }
  return row.lead;
}
