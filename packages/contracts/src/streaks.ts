import { z } from 'zod';
import { BADGE_ICONS } from './reward-rules';

/** GET /api/streak/{agentId} (docs/rewards.md "Streaks"): weeks, and this week's streak days. */
export const Streak = z.object({
  currentStreak: z.number().int().min(0),
  longestStreak: z.number().int().min(0),
  daysThisWeek: z.number().int().min(0).max(7),
  weekCompleted: z.boolean(),
});
export type Streak = z.infer<typeof Streak>;

/** A badge (docs/rewards.md "Badges"), with the credits it pays. */
export const Badge = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.enum(BADGE_ICONS),
  color: z.string(),
  requiredStreak: z.number().int().positive(),
  credits: z.number().int().positive(),
});
export type Badge = z.infer<typeof Badge>;
export const Badges = z.array(Badge);

/** GET /api/badges/{agentId}: the badges the agent earned, first earned first. */
export const EarnedBadge = z.object({
  id: z.string(),
  badgeId: z.string(),
  earnedAt: z.iso.datetime({ offset: true }),
});
export type EarnedBadge = z.infer<typeof EarnedBadge>;
export const EarnedBadges = z.array(EarnedBadge);
export type EarnedBadges = z.infer<typeof EarnedBadges>;

/** POST /api/login/{agentId}: the badges earned since the agent last saw them, each once. */
export const LoginResponse = z.object({ earnedBadges: Badges });
export type LoginResponse = z.infer<typeof LoginResponse>;
