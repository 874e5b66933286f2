import {
  addDays,
  BADGES,
  type Badge,
  type EarnedBadge,
  easternDay,
  easternMidnight,
  type Streak,
} from '@porchlight/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agentIdParam, preparedOnce } from '../../db/prepared';
import { earnedBadges, leads, swipes } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { earnCredits } from '../credits';
import { streakFrom } from './streak';

/**
 * The agent's lead days whose whole fresh batch is swiped, each lead by a swipe still standing,
 * with when the last of those swipes was made (counted at the time the agent made it, so a queued
 * swipe within its 24 h bound counts for when it was made). Read from the leads and their swipes,
 * so there is no counter that can drift; bought leads (source `bulk`) are no batch.
 */
const swipedDays = preparedOnce((db) => {
  const standing = sql`(select max(${swipes.createdAt}) from ${swipes}
    where ${swipes.leadId} = ${leads.id} and ${swipes.undoneAt} is null)`;
  return db
    .select({ day: sql<string>`${leads.leadDay}::text`, finishedAt: sql<Date>`max(${standing})` })
    .from(leads)
    .where(and(eq(leads.agentId, agentIdParam), eq(leads.source, 'daily')))
    .groupBy(leads.leadDay)
    .having(sql`bool_and(${leads.status} <> 'new' and ${standing} is not null)`)
    .prepare('streak_days');
});

/**
 * The streak days (docs/rewards.md "Streaks"): lead days whose batch was swiped through by that
 * ET day's end, not later.
 */
export async function loadStreak(db: Database, agentId: string, now: Date): Promise<Streak> {
  const rows = await swipedDays(db).execute({ agentId });
  const onTime = rows.filter(
    (row) => new Date(row.finishedAt) < easternMidnight(addDays(row.day, 1)),
  );
  return streakFrom(
    onTime.map((row) => row.day),
    easternDay(now),
  );
}

/** Badges are earned by the best streak so far: once earned, kept. */
function badgesDue(streak: Streak) {
  return BADGES.filter((badge) => streak.longestStreak >= badge.requiredStreak);
}

/**
 * Gives the agent the badges its streak has reached and not yet earned, each with its reward, in
 * one transaction. A badge row is inserted once (its key is agent and badge), and only the
 * request that inserted it credits the reward, so two racing requests pay it once.
 */
export async function awardBadges(pool: pg.Pool, db: Database, agentId: string, now: Date) {
  const streak = await loadStreak(db, agentId, now);
  const due = badgesDue(streak);
  if (due.length === 0) return streak;
  const earned = await db
    .select({ badgeId: earnedBadges.badgeId })
    .from(earnedBadges)
    .where(eq(earnedBadges.agentId, agentId));
  const have = new Set(earned.map((row) => row.badgeId));
  const missing = due.filter((badge) => !have.has(badge.id));
  if (missing.length === 0) return streak;
  await withTransaction(pool, async ({ db: tx }) => {
    for (const badge of missing) {
      const [inserted] = await tx
        .insert(earnedBadges)
        .values({ agentId, badgeId: badge.id, earnedAt: now })
        .onConflictDoNothing()
        .returning({ badgeId: earnedBadges.badgeId });
      if (!inserted) continue;
      await earnCredits(tx, {
        agentId,
        amount: badge.credits,
        source: 'streak',
        description: `${badge.name} badge: ${badge.requiredStreak}-week streak`,
        now,
      });
    }
  });
  return streak;
}

/** The badges the agent earned, first earned first. */
export async function earnedBadgesOf(db: Database, agentId: string): Promise<EarnedBadge[]> {
  const rows = await db
    .select({ id: earnedBadges.id, badgeId: earnedBadges.badgeId, earnedAt: earnedBadges.earnedAt })
    .from(earnedBadges)
    .where(eq(earnedBadges.agentId, agentId))
    .orderBy(asc(earnedBadges.earnedAt), asc(earnedBadges.badgeId));
  return rows.map((row) => ({ ...row, earnedAt: row.earnedAt.toISOString() }));
}

/**
 * The badges earned since the agent last saw them, marked seen in the same statement: a second
 * request, even a parallel one, finds none of them unseen.
 */
export async function takeUnseenBadges(db: Database, agentId: string, now: Date): Promise<Badge[]> {
  const seen = await db
    .update(earnedBadges)
    .set({ seenAt: now })
    .where(and(eq(earnedBadges.agentId, agentId), isNull(earnedBadges.seenAt)))
    .returning({ badgeId: earnedBadges.badgeId });
  const ids = new Set(seen.map((row) => row.badgeId));
  return BADGES.filter((badge) => ids.has(badge.id));
}
