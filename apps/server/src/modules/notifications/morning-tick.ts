import { leadsReadyMessage, morningPushDay } from '@porchlight/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../../config';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { canGenerate, loadQuotaState } from '../daily-leads';
import { followUpsDueToday } from '../follow-up';
import { endpointHost } from './push-endpoint';
import { sendPush } from './push-sender';

export interface TickDependencies {
  db: Database;
  push: PushConfig;
  now: Date;
  log: FastifyBaseLogger;
}

/** What one tick did: devices due, messages sent, subscriptions dropped, sends failed. */
export interface TickReport {
  due: number;
  sent: number;
  dropped: number;
  failed: number;
}

type Device = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'agentId' | 'sendTime' | 'timeZone' | 'lastSentDay' | 'includeFollowUps'
>;

/**
 * The morning send, once (docs/notifications.md "When it is sent"): every device whose chosen
 * time has come on a business day there, for agents who can get a batch now. Each send is claimed
 * first by a conditional update of its day that one process alone wins, and no transaction is open
 * while the push service is asked.
 */
export async function runMorningPushTick(deps: TickDependencies): Promise<TickReport> {
  const report: TickReport = { due: 0, sent: 0, dropped: 0, failed: 0 };
  // Every device, its schedule only: which are due depends on each one's own zone.
  const devices = await deps.db
    .select({
      id: pushSubscriptions.id,
      agentId: pushSubscriptions.agentId,
      sendTime: pushSubscriptions.sendTime,
      timeZone: pushSubscriptions.timeZone,
      lastSentDay: pushSubscriptions.lastSentDay,
      includeFollowUps: pushSubscriptions.includeFollowUps,
    })
    .from(pushSubscriptions);
  const byAgent = new Map<string, { device: Device; day: string }[]>();
  for (const device of devices) {
    const day = morningPushDay({ ...device, time: device.sendTime }, deps.now);
    if (!day) continue;
    byAgent.set(device.agentId, [...(byAgent.get(device.agentId) ?? []), { device, day }]);
  }
  for (const [agentId, due] of byAgent) {
    report.due += due.length;
    const state = await loadQuotaState(deps.db, agentId, deps.now);
    if (!canGenerate(state).canGenerate) continue;
    const followUps = due.some((d) => d.device.includeFollowUps)
      ? await followUpsDueToday(deps.db, agentId, deps.now)
      : null;
    await Promise.all(
      due.map(({ device, day }) =>
        sendOnce(deps, device, day, device.includeFollowUps ? followUps : null, report),
      ),
    );
  }
  return report;
}

/** Claims the device's day, sends, and drops the subscription if the service says it is gone. */
async function sendOnce(
  deps: TickDependencies,
  device: Device,
  day: string,
  followUps: number | null,
  report: TickReport,
) {
  const mine = and(
    eq(pushSubscriptions.id, device.id),
    eq(pushSubscriptions.agentId, device.agentId),
  );
  const [claimed] = await deps.db
    .update(pushSubscriptions)
    .set({ lastSentDay: day })
    .where(and(mine, sql`${pushSubscriptions.lastSentDay} is distinct from ${day}`))
    .returning({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    });
  if (!claimed) return;
  const outcome = await sendPush(deps.push, claimed, leadsReadyMessage(followUps));
  const host = endpointHost(claimed.endpoint);
  if (outcome.kind === 'sent') {
    report.sent++;
  } else if (outcome.kind === 'gone') {
    report.dropped++;
    await deps.db
      .delete(pushSubscriptions)
      .where(and(mine, eq(pushSubscriptions.endpoint, claimed.endpoint)));
    deps.log.info({ host, status: outcome.status }, 'push subscription gone: dropped');
  } else {
    report.failed++;
    if (outcome.retry) {
      // Handed back, so the next tick of the window tries again; a refusal that would repeat stays.
      await deps.db
        .update(pushSubscriptions)
        .set({ lastSentDay: device.lastSentDay })
        .where(and(mine, eq(pushSubscriptions.lastSentDay, day)));
    }
    deps.log.warn(
      { host, status: outcome.status, reason: outcome.reason, retry: outcome.retry },
      'morning push failed',
    );
  }
}
