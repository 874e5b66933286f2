import type { LeadCard, LeadStatus, SwipeRequest, SwipeResponse } from '@porchlight/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { agentIdParam, preparedStatement } from '../../db/prepared';
import { AppError } from '../../lib/app-error';
import { easternDay } from '../../lib/calendar';
import type { JsonText } from '../../lib/json-text';
import { leadCardJson } from '../leads/lead-json';

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
 * One statement (issue 13: a swipe was six round trips): lock the lead, add the history row, move
 * the lead's state to it, and answer the lead as it now is. The CTE that updates `leads` is named
 * `leads`, so the lead's JSON reads the updated row.
 */
const swipeStatement = preparedStatement<{ answer: JsonText<SwipeResponse> }>(
  'record_swipe',
  sql`with target as (
      select id from leads
      where id = ${sql.placeholder('leadId')} and agent_id = ${agentIdParam} and status <> 'removed'
      for update
    ), swipe as (
      insert into swipes (agent_id, lead_id, action, created_at)
      select ${agentIdParam}, target.id, ${sql.placeholder('action')}, ${now} from target
      returning id, lead_id, action
    ), leads as (
      update leads set
        status = ${statusAfter(sql`swipe.action`)},
        current_swipe_id = swipe.id,
        sequence_started_at = case when swipe.action = 'save'
          then coalesce(leads.sequence_started_at, ${now}) else leads.sequence_started_at end
      from swipe
      where leads.id = swipe.lead_id and leads.agent_id = ${agentIdParam}
      returning leads.*
    )
    select json_build_object('swipeActionId', leads.current_swipe_id, 'lead', ${leadCardJson(agentIdParam)})::text as answer
    from leads join properties on properties.id = leads.property_id`,
);

/**
 * Records a save or a dismiss (DOMAIN.md "Swipes"): a new history row, and the lead's state
 * follows it. A save starts the follow-up sequence unless it already ran.
 */
export async function recordSwipe({
  pool,
  agentId,
  leadId,
  action,
  now,
}: {
  pool: pg.Pool;
  agentId: string;
  leadId: string;
  action: SwipeAction;
  now: Date;
}): Promise<JsonText<SwipeResponse>> {
  const [row] = await swipeStatement(pool, { agentId, leadId, action, now });
  if (!row) throw new AppError('NOT_FOUND', 'No such lead.');
  return row.answer;
}

/**
 * One statement: the agent's latest swipe of today's batch, whether its lead's follow-up has
 * reached the owner, and (unless it has) the undo: the swipe row stays, marked undone, and the lead
 * takes the state of its previous swipe, or is new again. The `swipes` snapshot still shows the
 * undone row as kept, so the reads after the update leave it out by id.
 */
const undoStatement = preparedStatement<{
  action: SwipeAction | null;
  worked: boolean | null;
  lead: JsonText<LeadCard> | null;
}>(
  'undo_swipe',
  sql`with last as (
      select s.id, s.lead_id, s.action,
        exists (select 1 from follow_up_contacts c
          where c.lead_id = s.lead_id and c.agent_id = ${agentIdParam}) as worked
      from swipes s join leads l on l.id = s.lead_id
      where s.agent_id = ${agentIdParam} and s.undone_at is null
        and l.agent_id = ${agentIdParam} and l.source = 'daily' and l.lead_day = ${sql.placeholder('leadDay')}
      order by s.seq desc limit 1
      for update of s
    ), undone as (
      update swipes set undone_at = ${now}
      from last
      where swipes.id = last.id and swipes.agent_id = ${agentIdParam}
        and not (last.action = 'save' and last.worked)
      returning swipes.id, swipes.lead_id, swipes.seq
    ), previous as (
      -- The lead's latest swipe still kept: older than the undone one (the agent's latest kept),
      -- so the (lead, seq) index is read from just below it, whatever the lead's history above.
      select s.id, s.action from swipes s join undone on s.lead_id = undone.lead_id
      where s.agent_id = ${agentIdParam} and s.undone_at is null and s.seq < undone.seq
      order by s.seq desc limit 1
    ), leads as (
      update leads set
        status = coalesce((select ${statusAfter(sql`action`)} from previous), 'new'),
        current_swipe_id = (select id from previous),
        -- A sequence started only by the undone save never ran.
        sequence_started_at = case when exists (
          select 1 from swipes s join undone on s.lead_id = undone.lead_id
          where s.agent_id = ${agentIdParam} and s.undone_at is null and s.seq < undone.seq
            and s.action = 'save'
        ) then leads.sequence_started_at end
      from undone
      where leads.id = undone.lead_id and leads.agent_id = ${agentIdParam}
      returning leads.*
    )
    select last.action, last.worked,
      (select ${leadCardJson(agentIdParam)}::text from leads join properties on properties.id = leads.property_id) as lead
    from (select 1) as one left join last on true`,
);

/**
 * Undoes the agent's latest swipe of today's batch. A save whose follow-up has recorded a contact
 * can't be undone (DOMAIN.md "Swipes").
 */
export async function undoLastSwipe({
  pool,
  agentId,
  now,
}: {
  pool: pg.Pool;
  agentId: string;
  now: Date;
}): Promise<JsonText<LeadCard>> {
  const [row] = await undoStatement(pool, { agentId, now, leadDay: easternDay(now) });
  if (!row?.action) throw new AppError('NOTHING_TO_UNDO', 'There is no swipe of today to undo.');
  if (!row.lead) {
    throw new AppError(
      'FOLLOW_UP_STARTED',
      "This lead's follow-up has already reached the owner, so its save can't be undone.",
    );
  }
  return row.lead;
}
