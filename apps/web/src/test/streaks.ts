import { BADGES, type EarnedBadge, type Streak } from '@porchlight/contracts';

export const streakRoute = (agentId: string) => `GET /api/streak/${agentId}`;
export const BADGES_ROUTE = 'GET /api/badges';
export const earnedBadgesRoute = (agentId: string) => `GET /api/badges/${agentId}`;
export const loginRoute = (agentId: string) => `POST /api/login/${agentId}`;

export function streakAnswer(overrides: Partial<Streak> = {}): Response {
  return Response.json({
    currentStreak: 0,
    longestStreak: 0,
    daysThisWeek: 0,
    weekCompleted: false,
    ...overrides,
  } satisfies Streak);
}

/** The badge with this id, as the server lists it. */
export function badge(id: (typeof BADGES)[number]['id']) {
  const found = BADGES.find((b) => b.id === id);
  if (!found) throw new Error(`No badge ${id}`);
  return found;
}

export function earnedBadge(badgeId: string, earnedAt = '2026-11-09T15:00:00.000Z'): EarnedBadge {
  return { id: `earned-${badgeId}`, badgeId, earnedAt };
}

/** What POST /api/login answers: the badges earned since the agent last looked. */
export function loginAnswer(...badgeIds: (typeof BADGES)[number]['id'][]): Response {
  return Response.json({ earnedBadges: badgeIds.map(badge) });
}

/** A new agent's streak: no streak days, no badges earned. */
export function newAgentStreak(agentId: string): Record<string, Response> {
  return {
    [streakRoute(agentId)]: streakAnswer(),
    [BADGES_ROUTE]: Response.json(BADGES),
    [earnedBadgesRoute(agentId)]: Response.json([]),
  };
}
