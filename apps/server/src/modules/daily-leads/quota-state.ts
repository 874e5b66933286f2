import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentIdParam, preparedOnce } from '../../db/prepared';
import { criteria, leads, subscriptions } from '../../db/schema';
import { easternDay, easternWeekDays } from '../../lib/calendar';
import { subscriptionStateAt } from '../billing/subscription-status';
import { toSearchCriteria } from '../criteria/criteria.service';
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
