// Every query's key, one factory per feature (referrals and streaks: reward-keys.ts). They live
// here, below the features, because one feature's change refreshes another's data (a swipe
// refreshes the saved list and the follow-up) and features never import each other. A key is the
// segments of the path it GETs (the default query function joins them with '/'),
// so a shorter key covers the longer ones: invalidating `followUpKeys.all` refreshes the
// dashboard, the summary and the stats.

export const accountsKeys = {
  agent: (agentId: string) => ['/api/agents', agentId] as const,
  resetToken: (token: string) => ['/api/verify-reset-token', token] as const,
  emailConfirmation: (token: string) => ['/api/confirm-email', token] as const,
};

export const billingKeys = {
  /** The server's public settings: whether billing is on, and Stripe's publishable key. */
  config: ['/api/config'] as const,
};

export const creditsKeys = {
  /** The balance; as the shorter key it also covers the agent's transactions. */
  balance: (agentId: string) => ['/api/credits', agentId] as const,
  /** The newest transactions first, at most 10 (GET /api/credits/{agentId}/transactions). */
  transactions: (agentId: string) => [...creditsKeys.balance(agentId), 'transactions'] as const,
};

export const criteriaKeys = {
  detail: (agentId: string) => ['/api/criteria', agentId] as const,
};

export const dailyLeadsKeys = {
  today: (agentId: string) => ['/api/leads/today', agentId] as const,
  canGenerate: (agentId: string) => ['/api/leads/can-generate', agentId] as const,
  availableCount: (agentId: string) => ['/api/leads/available-count', agentId] as const,
  /** Never fetched: the last partial delivery, kept until the agent acts on its banner. */
  partialDelivery: (agentId: string) => ['partial-delivery', agentId] as const,
};

export const savedLeadsKeys = {
  list: (agentId: string) => ['/api/saved', agentId] as const,
  dismissed: (agentId: string) => ['/api/dismissed', agentId] as const,
};

export const leadDetailKeys = {
  /** Every lead read whole: '/api/leads' alone is no other key's first segment. */
  all: ['/api/leads'] as const,
  /** One lead, whole (GET /api/leads/{id}). */
  detail: (leadId: string) => ['/api/leads', leadId] as const,
};

export const postcardsKeys = {
  /** Where a postcard order's rendered card can be seen (GET /api/postcards/order/{orderId}). */
  order: (orderId: string) => ['/api/postcards/order', orderId] as const,
};

export const followUpKeys = {
  all: ['/api/activities'] as const,
  dashboard: (agentId: string) => [...followUpKeys.all, 'dashboard', agentId] as const,
  summary: (agentId: string) => [...followUpKeys.all, 'summary', agentId] as const,
  /** Its GET names the agent in the query string; the key keeps the agent last all the same. */
  stats: (agentId: string) => [...followUpKeys.all, 'stats', agentId] as const,
};

/**
 * The GET and PUT path of each script kind, before the agent id (docs/screens.md "Script editors").
 */
export const SCRIPT_PATHS = {
  outbound: '/api/scripts',
  mailer: '/api/mailer-scripts',
} as const;
export type ScriptKind = keyof typeof SCRIPT_PATHS;

export const scriptsKeys = {
  list: (agentId: string, kind: ScriptKind) => [SCRIPT_PATHS[kind], agentId] as const,
};

export const optOutsKeys = {
  list: (agentId: string) => ['/api/opt-outs', agentId] as const,
};

export const versionKeys = {
  current: ['/api/version'] as const,
};
