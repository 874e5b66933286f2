// The referrals' and the streaks' query keys, built as in query-keys.ts. They sit in a module of
// their own because query-keys.ts rides in the chunk every page loads (the version banner's key),
// and the landing page has no room for keys it never uses (docs/screens.md "Every page": 100 KB).

export const referralsKeys = {
  /** The agent's code and the registration link that carries it. */
  link: (agentId: string) => ['/api/referrals/link', agentId] as const,
  /** The counts and the latest 5 referrals (GET /api/referrals/{agentId}). */
  list: (agentId: string) => ['/api/referrals', agentId] as const,
  /** Whose link a visitor arrived with (public). */
  code: (code: string) => ['/api/referral-codes', code] as const,
};

export const streaksKeys = {
  streak: (agentId: string) => ['/api/streak', agentId] as const,
  /** The four badges; as the shorter key it also covers the agent's earned ones. */
  badges: ['/api/badges'] as const,
  earned: (agentId: string) => [...streaksKeys.badges, agentId] as const,
};
