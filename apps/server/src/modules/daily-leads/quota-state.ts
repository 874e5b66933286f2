import type { SubscriptionPlan } from '@porchlight/contracts';
import { easternDay, easternWeekDays } from '@porchlight/contracts';
import { and, between, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agentIdParam, preparedOnce } from '../../db/prepared';
import { criteria, leads, type SubscriptionState, subscriptions } from '../../db/schema';
import type { SourceCursor } from '../../providers/lead-source';
import { subscriptionStateAt } from '../billing';
import { toSearchCriteria } from '../criteria';
import { canGenerate, dailyQuota, type QuotaState, refusalError } from './quotas';

const quotaRow = preparedOnce((db) =>
  db
    .select({
      plan: subscriptions.plan,
      state: subscriptions.status,
      trialEndsAt: subscriptions.trialEndsAt,
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      criteria,
      deliveredToday: sql<number>`(
        select count(*)::int from ${leads}
        where ${and(
          eq(leads.agentId, agentIdParam),
          eq(leads.source, 'daily'),
          eq(leads.leadDay, sql.placeholder('today')),
        )}
      )`,
      leadDays: sql<string[]>`(
        select coalesce(array_agg(distinct ${leads.leadDay}::text), '{}') from ${leads}
        where ${and(
          eq(leads.agentId, agentIdParam),
          eq(leads.source, 'daily'),
          between(leads.leadDay, sql.placeholder('weekFirst'), sql.placeholder('weekLast')),
        )}
      )`,
    })
    .from(subscriptions)
    .leftJoin(criteria, eq(criteria.agentId, subscriptions.agentId))
    .where(eq(subscriptions.agentId, agentIdParam))
    .prepare('quota_state'),
);

/** Everything the quota rules need about one agent, read in one statement. */
export async function loadQuotaState(
  db: Database,
  agentId: string,
  now: Date,
): Promise<QuotaState & { criteria: typeof criteria.$inferSelect | null }> {
  const today = easternDay(now);
  const week = easternWeekDays(now);
  const [row] = await quotaRow(db).execute({
    agentId,
    today,
    weekFirst: week.first,
    weekLast: week.last,
  });
  return {
    plan: row?.plan ?? 'pro',
    subscriptionState: row ? subscriptionStateAt(row, now) : null,
    criteria: row?.criteria ?? null,
    hasCriteria: toSearchCriteria(row?.criteria ?? null) !== null,
    deliveredToday: row?.deliveredToday ?? 0,
    leadDaysThisWeek: row?.leadDays ?? [],
    today,
    now,
  };
}

/**
 * What a delivery may do now: the criteria to search and how many leads today still needs.
 * A refusal (no subscription, no criteria, the day's or the week's limit) is thrown as its error.
 */
export async function loadDeliveryAllowance(db: Database, agentId: string, now: Date) {
  const state = await loadQuotaState(db, agentId, now);
  const decision = canGenerate(state);
  const searchable = toSearchCriteria(state.criteria);
  if (!decision.canGenerate || !searchable) throw refusalError(decision, state.plan);
  const quota = dailyQuota(state.plan);
  return {
    criteria: searchable,
    today: state.today,
    quota,
    deliveredToday: state.deliveredToday,
    needed: quota - state.deliveredToday,
  };
}

/**
 * What the claim's transaction plans under (set by the statement below; why, there). The benches
 * EXPLAIN the claim under these too (apps/server/bench/rush-leads.ts).
 */
export const CLAIM_PLANNER_SETTINGS = {
  plan_cache_mode: 'force_generic_plan',
  enable_seqscan: 'off',
  enable_bitmapscan: 'off',
  enable_sort: 'off',
} as const;

/**
 * Creates the agent's cursor on first use and locks it (its deliveries commit one at a time from
 * here), and reads the quota rules' state, in one statement. The state is the one from before any
 * wait for the lock: the claim that follows re-reads the day's count and checks the criteria.
 * It also says, for this transaction only, that the claim holds what it claims itself
 * (`porchlight.claim_holds`): set here, before the claim's statement starts, the insert trigger's
 * `WHEN` reads it when the insert ends and stands aside (set inside the claim, it came too late:
 * every property was held twice). And that the claim runs on a generic plan: planned once per
 * connection, where PostgreSQL would plan it afresh on each connection's first five runs, and
 * planning the claim costs about what running it does (docs/leads.md "Fresh batch"). That plan is
 * kept whatever the tables grow to, so it is made with sequential and bitmap scans and sorts off
 * (a whole primary key read and sorted looked as cheap as the area's own index on tiny tables): every
 * table the claim reads has the index it needs, in the order it walks; a plan made while `leads`
 * held 80 rows would otherwise read it whole for each property it looks at, for good, and one made
 * on other statistics read a whole zip through a bitmap to count a few (docs/performance.md
 * "Plans").
 */
const LOCK_CURSOR_READ_STATE = `
  with cursor as (
    insert into lead_cursors (agent_id) values ($1)
    on conflict (agent_id) do update set agent_id = excluded.agent_id
    returning position, source_cursor
  )
  select cursor.position, cursor.source_cursor, s.plan, s.status, s.trial_ends_at,
    s.stripe_subscription_id, c.target_areas, c.min_value, c.max_value, c.min_bedrooms,
    c.seller_types, c.property_types, c.updated_at, c::text as criteria_text,
    (select count(*)::int from leads
      where agent_id = $1 and source = 'daily' and lead_day = $2) as delivered_today,
    (select coalesce(array_agg(distinct lead_day::text), '{}') from leads
      where agent_id = $1 and source = 'daily' and lead_day between $3 and $4) as lead_days,
    ${Object.entries({ ...CLAIM_PLANNER_SETTINGS, 'porchlight.claim_holds': 'on' })
      .map(([name, setting]) => `set_config('${name}', '${setting}', true)`)
      .join(',\n    ')}
  from cursor
  left join subscriptions s on s.agent_id = $1
  left join criteria c on c.agent_id = $1`;

interface LockedRow {
  position: number;
  source_cursor: SourceCursor | null;
  plan: SubscriptionPlan | null;
  status: SubscriptionState | null;
  trial_ends_at: Date | null;
  stripe_subscription_id: string | null;
  target_areas: string[] | null;
  min_value: number | null;
  max_value: number | null;
  min_bedrooms: number | null;
  seller_types: string[] | null;
  property_types: string[] | null;
  updated_at: Date | null;
  criteria_text: string | null;
  delivered_today: number;
  lead_days: string[];
}

/** The locked cursor, and what the delivery may do (a refusal is thrown as its error). */
export async function lockCursorWithAllowance(client: pg.PoolClient, agentId: string, now: Date) {
  const today = easternDay(now);
  const week = easternWeekDays(now);
  const { rows } = await client.query<LockedRow>({
    name: 'delivery_lock_cursor',
    text: LOCK_CURSOR_READ_STATE,
    values: [agentId, today, week.first, week.last],
  });
  const [row] = rows;
  if (!row) throw new Error('the cursor upsert returned no row');
  const criteriaRow = row.target_areas
    ? {
        agentId,
        targetAreas: row.target_areas,
        minValue: row.min_value,
        maxValue: row.max_value,
        minBedrooms: row.min_bedrooms,
        sellerTypes: row.seller_types ?? [],
        propertyTypes: row.property_types ?? [],
        updatedAt: row.updated_at ?? now,
      }
    : null;
  const searchable = toSearchCriteria(criteriaRow);
  const state: QuotaState = {
    plan: row.plan ?? 'pro',
    subscriptionState: row.status
      ? subscriptionStateAt(
          {
            state: row.status,
            trialEndsAt: row.trial_ends_at,
            stripeSubscriptionId: row.stripe_subscription_id,
          },
          now,
        )
      : null,
    hasCriteria: searchable !== null,
    deliveredToday: row.delivered_today,
    leadDaysThisWeek: row.lead_days,
    today,
    now,
  };
  const decision = canGenerate(state);
  if (!decision.canGenerate || !searchable) throw refusalError(decision, state.plan);
  return {
    cursor: { position: row.position, sourceCursor: row.source_cursor },
    state,
    criteria: searchable,
    /** The criteria row as text: the claim delivers only if it still reads the same. */
    criteriaText: row.criteria_text ?? '',
    quota: dailyQuota(state.plan),
  };
}
