import {
  type ActivityStats,
  type ActivitySummary,
  type CanGenerate,
  type Criteria,
  DEFAULT_MAILER_SCRIPTS,
  DEFAULT_SCRIPTS,
  type DefaultScript,
  type ScriptsResponse,
  UNSET_CRITERIA,
} from '@porchlight/contracts';
import { newAgentWallet } from './credits';
import { newAgentReferrals } from './referrals';
import { newAgentStreak } from './streaks';

const defaults = (scripts: readonly DefaultScript[]): ScriptsResponse => ({
  scripts: [...scripts],
  defaultDays: scripts.map((script) => script.dayNumber),
});

const NOTHING_TODAY: ActivitySummary = {
  leadsReceived: 0,
  leadsSaved: 0,
  leadsPassed: 0,
  emailsSent: 0,
  textsSent: 0,
  postcardsSent: 0,
  leadsEnhanced: 0,
};

const NO_FOLLOW_UP: ActivityStats = {
  totalLeadsInSequence: 0,
  leadsInProgress: 0,
  totalContactsSent: 0,
  totalContactsPassed: 0,
  leadsCompleted: 0,
};

/** An agent who never saved criteria: empty lists, no bounds. */
export const NEVER_SET: Criteria = UNSET_CRITERIA;

const READY: CanGenerate = {
  canGenerate: true,
  reason: 'ok',
  subscriptionStatus: 'active',
  nextAvailable: null,
};

/**
 * What the server answers every tab of a new agent's workspace: no leads, no follow-up, the
 * default scripts, no criteria, the signup credits. A test spreads its own answers over these.
 */
export function newAgentWorkspace(agentId: string): Record<string, Response> {
  return {
    [`GET /api/leads/today/${agentId}`]: Response.json([]),
    [`GET /api/leads/can-generate/${agentId}`]: Response.json(READY),
    [`GET /api/saved/${agentId}`]: Response.json([]),
    [`GET /api/dismissed/${agentId}`]: Response.json([]),
    [`GET /api/activities/dashboard/${agentId}`]: Response.json([]),
    [`GET /api/activities/summary/${agentId}`]: Response.json(NOTHING_TODAY),
    [`GET /api/activities/stats?agentId=${agentId}`]: Response.json(NO_FOLLOW_UP),
    [`GET /api/scripts/${agentId}`]: Response.json(defaults(DEFAULT_SCRIPTS)),
    [`GET /api/mailer-scripts/${agentId}`]: Response.json(defaults(DEFAULT_MAILER_SCRIPTS)),
    [`GET /api/opt-outs/${agentId}`]: Response.json([]),
    [`GET /api/criteria/${agentId}`]: Response.json(NEVER_SET),
    [`GET /api/lead-imports/${agentId}`]: Response.json({ imports: [] }),
    [`GET /api/connections/calendar-feed/${agentId}`]: Response.json({
      active: false,
      createdAt: null,
    }),
    ...newAgentWallet(agentId),
    ...newAgentReferrals(agentId),
    ...newAgentStreak(agentId),
    // No webhook yet (docs/connections.md "Webhooks").
    [`GET /api/agents/${agentId}/webhook`]: Response.json({
      url: null,
      secret: null,
      attempts: [],
    }),
  };
}
