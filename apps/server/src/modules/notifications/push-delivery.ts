import { leadsReadyMessage, pushWindowEnd } from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../../config';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { followUpsDueToday } from '../follow-up';
import { endpointHost } from './push-endpoint';
import { nextAttemptAt, type RetrySchedule } from './push-retry';
import { sendPush } from './push-sender';

export interface TickDependencies {
  db: Database;
  push: PushConfig;
  now: Date;
  log: FastifyBaseLogger;
  /** This process's sends waiting to be tried again. */
  retries: RetrySchedule;
}

/** What one tick did: devices due, messages sent, subscriptions dropped, sends failed, retries. */
export interface TickReport {
  due: number;
  sent: number;
  dropped: number;
  failed: number;
  retried: number;
}

/** One claimed send: the device, its keys, its local day and the attempts made before. */
export interface Delivery {
  id: string;
  agentId: string;
  timeZone: string;
  includeFollowUps: boolean;
  endpoint: string;
  p256dh: string;
  auth: string;
  day: string;
  attempts: number;
}

/**
 * Sends one claimed message whose TTL ends with the morning window, then reads the answer
 * (docs/notifications.md "Sending"): a subscription that is gone is deleted; a failure that may
 * pass is tried again when the service said (Retry-After) or after a growing wait, inside the
 * window; any other refusal would repeat, so that device gets nothing that day.
 */
export async function deliver(deps: TickDependencies, device: Delivery, report: TickReport) {
  const windowEnd = pushWindowEnd(device.day, device.timeZone);
  const followUps = device.includeFollowUps
    ? await followUpsDueToday(deps.db, device.agentId, deps.now)
    : null;
  const ttl = (windowEnd.getTime() - deps.now.getTime()) / 1000;
  const outcome = await sendPush(deps.push, device, leadsReadyMessage(followUps), ttl);
  deps.retries.delete(device.id);
  const host = endpointHost(device.endpoint);
  if (outcome.kind === 'sent') {
    report.sent++;
    return;
  }
  if (outcome.kind === 'gone') {
    report.dropped++;
    await deps.db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.id, device.id),
          eq(pushSubscriptions.agentId, device.agentId),
          eq(pushSubscriptions.endpoint, device.endpoint),
        ),
      );
    deps.log.info({ host, status: outcome.status }, 'push subscription gone: dropped');
    return;
  }
  report.failed++;
  const attempts = device.attempts + 1;
  const at = outcome.retry
    ? nextAttemptAt(deps.now, attempts, outcome.retryAfter, windowEnd)
    : null;
  if (at) deps.retries.set(device.id, { day: device.day, attempts, at });
  const { status, reason, retryAfter } = outcome;
  deps.log.warn(
    { host, status, reason, retryAfter, attempts, retryAt: at?.toISOString() ?? null },
    'morning push failed',
  );
}
