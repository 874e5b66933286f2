import { easternDay, type ImportReview, PLANS } from '@porchlight/contracts';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';

/** The review's figures and the plan's batch size, in one statement. */
async function reviewState(db: Database, agentId: string, today: string) {
  const { rows } = await db.execute<{
    waiting: number;
    offered: number;
    unswiped: number;
    plan: string | null;
  }>(sql`
    select
      (select count(*)::int from leads where agent_id = ${agentId} and source = 'import'
        and review_day is null and status = 'new') as waiting,
      (select count(*)::int from leads where agent_id = ${agentId} and source = 'import'
        and review_day = ${today}::date and status = 'new') as offered,
      (select count(*)::int from leads where agent_id = ${agentId} and status = 'new'
        and ((source = 'daily' and lead_day = ${today}::date)
          or (source = 'import' and review_day = ${today}::date))) as unswiped,
      (select plan from subscriptions where agent_id = ${agentId}) as plan`);
  const row = rows[0];
  const plan = row?.plan === 'premium' ? 'premium' : 'pro';
  return {
    waiting: row?.waiting ?? 0,
    offeredToday: row?.offered ?? 0,
    unswiped: row?.unswiped ?? 0,
    batchSize: PLANS[plan].dailyLeads,
  };
}

/** GET /api/import-review/{agentId} (docs/imports.md "Review in Today"). */
export async function importReview(
  db: Database,
  agentId: string,
  now: Date,
): Promise<ImportReview> {
  const { unswiped: _, ...review } = await reviewState(db, agentId, easternDay(now));
  return review;
}

/**
 * POST /api/import-review/{agentId}: the next batch of waiting imported leads, in import order,
 * become today's extra cards, after the day's batch. Only once every card offered today is
 * swiped: a batch at a time.
 */
export async function offerImportReview(
  pool: pg.Pool,
  agentId: string,
  now: Date,
): Promise<ImportReview> {
  const today = easternDay(now);
  return withTransaction(pool, async ({ db }) => {
    // One offer of an agent's at a time: two taps offer one batch.
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtext('import-review'), hashtext(${agentId}))`,
    );
    const state = await reviewState(db, agentId, today);
    if (state.unswiped > 0) {
      throw new AppError(
        'CONFLICT',
        "Swipe today's cards first: the next imported leads come after them.",
      );
    }
    await db.execute(sql`
      update leads set review_day = ${today}::date
      where id in (
        select id from leads
        where agent_id = ${agentId} and source = 'import' and review_day is null and status = 'new'
        order by delivered_at, position
        limit ${state.batchSize}
      ) and agent_id = ${agentId}`);
    const { unswiped: _, ...review } = await reviewState(db, agentId, today);
    return review;
  });
}
