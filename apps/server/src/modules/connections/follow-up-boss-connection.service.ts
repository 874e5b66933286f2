import type { FollowUpBossConnection } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import { followUpBossConnections } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FollowUpBossDeps } from './follow-up-boss-deps';

type Deps = Pick<FollowUpBossDeps, 'db' | 'now' | 'seal' | 'api'>;

/** The connection as the Profile tab shows it: the key's last four characters, never the key. */
export async function followUpBossConnection(
  deps: Deps,
  agentId: string,
): Promise<FollowUpBossConnection> {
  const [row] = await deps.db
    .select()
    .from(followUpBossConnections)
    .where(eq(followUpBossConnections.agentId, agentId));
  return {
    available: deps.seal !== null && deps.api !== null,
    connected: Boolean(row),
    keyLast4: row?.keyLast4 ?? null,
    autoSendOnContacted: row?.autoSendOnContacted ?? false,
    broken: Boolean(row?.brokenAt),
    connectedAt: row?.connectedAt.toISOString() ?? null,
  };
}

/**
 * Checks a pasted key with one `GET /v1/identity` and keeps it sealed (docs/connections.md
 * "Connecting"). A server without CONNECTIONS_KEY keeps no key: it refuses before any call.
 */
export async function connectFollowUpBoss(
  deps: Deps,
  agentId: string,
  request: { apiKey: string; autoSendOnContacted: boolean },
): Promise<FollowUpBossConnection> {
  if (!deps.seal || !deps.api) {
    throw new AppError(
      'CONNECTIONS_NOT_CONFIGURED',
      'This server cannot keep outside services’ keys yet (its CONNECTIONS_KEY is not set).',
    );
  }
  const checked = await deps.api.checkKey(request.apiKey);
  if (checked === 'refused') {
    throw new AppError(
      'FOLLOW_UP_BOSS_KEY_REFUSED',
      'Follow Up Boss did not accept this API key. Copy it again from Admin → API.',
    );
  }
  if (checked === 'unavailable') {
    throw new AppError(
      'FOLLOW_UP_BOSS_UNAVAILABLE',
      'Follow Up Boss did not answer. Please try again in a minute.',
    );
  }
  const values = {
    sealedKey: deps.seal.seal(agentId, request.apiKey),
    keyLast4: request.apiKey.slice(-4),
    autoSendOnContacted: request.autoSendOnContacted,
    brokenAt: null,
    connectedAt: deps.now(),
  };
  await deps.db
    .insert(followUpBossConnections)
    .values({ agentId, ...values })
    .onConflictDoUpdate({ target: followUpBossConnections.agentId, set: values });
  return followUpBossConnection(deps, agentId);
}

export async function updateFollowUpBossSettings(
  deps: Deps,
  agentId: string,
  autoSendOnContacted: boolean,
): Promise<FollowUpBossConnection> {
  const changed = await deps.db
    .update(followUpBossConnections)
    .set({ autoSendOnContacted })
    .where(eq(followUpBossConnections.agentId, agentId))
    .returning({ agentId: followUpBossConnections.agentId });
  if (changed.length === 0) throw notConnected();
  return followUpBossConnection(deps, agentId);
}

/** Forgets the key: the sealed key's row is deleted, deliveries keep their history. */
export async function disconnectFollowUpBoss(deps: Deps, agentId: string) {
  await deps.db.delete(followUpBossConnections).where(eq(followUpBossConnections.agentId, agentId));
  return followUpBossConnection(deps, agentId);
}

/** Follow Up Boss refused the kept key on a send: the Profile tab says so until a new one. */
export async function markFollowUpBossBroken(deps: Pick<Deps, 'db' | 'now'>, agentId: string) {
  await deps.db
    .update(followUpBossConnections)
    .set({ brokenAt: deps.now() })
    .where(eq(followUpBossConnections.agentId, agentId));
}

export function notConnected() {
  return new AppError(
    'FOLLOW_UP_BOSS_NOT_CONNECTED',
    'Connect Follow Up Boss on the Profile tab first.',
  );
}
