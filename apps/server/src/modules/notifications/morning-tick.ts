import { morningPushDay } from '@porchlight/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import { loggableError } from '../../plugins/logging';
import { canGenerate, loadQuotaState } from '../daily-leads';
import { type Delivery, deliver, type TickDependencies, type TickReport } from './push-delivery';

export type { TickDependencies, TickReport } from './push-delivery';

type Device = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'agentId' | 'sendTime' | 'timeZone' | 'lastSentDay' | 'includeFollowUps'
>;

/**
 * The morning send, once (docs/notifications.md "When it is sent"): every device whose chosen
 * time has come on a business day there, for agents who can get a batch now, and the retries this
 * process owes whose time has come. Each send is claimed first by a conditional update of its day
 * that one process alone wins, and no transaction is open while the push service is asked.
 */
export async function runMorningPushTick(deps: TickDependencies): Promise<TickReport> {
  const report: TickReport = { due: 0, sent: 0, dropped: 0, failed: 0, retried: 0 };
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
  const byAgent = new Map<string, { device: Device; day: string; attempts: number }[]>();
  const add = (device: Device, day: string, attempts: number) =>
    byAgent.set(device.agentId, [
      ...(byAgent.get(device.agentId) ?? []),
      { device, day, attempts },
    ]);
  for (const device of devices) {
    const pending = deps.retries.get(device.id);
    if (pending) {
      // Ours to try again, once its time has come (its day stays claimed meanwhile).
      if (pending.at <= deps.now && pending.day === device.lastSentDay) {
        add(device, pending.day, pending.attempts);
      }
      continue;
    }
    const day = morningPushDay({ ...device, time: device.sendTime }, deps.now);
    if (day) add(device, day, 0);
  }
  // A retry whose device is gone, moved or claimed again stays with nobody.
  const known = new Map(devices.map((d) => [d.id, d]));
  for (const [id, pending] of deps.retries) {
    if (known.get(id)?.lastSentDay !== pending.day) deps.retries.delete(id);
  }
  for (const [agentId, due] of byAgent) {
    report.due += due.length;
    await isolated(deps, report, due.length, async () => {
      const state = await loadQuotaState(deps.db, agentId, deps.now);
      if (!canGenerate(state).canGenerate) {
        // The batch was taken while a retry waited: "your leads are ready" would be stale.
        for (const { device } of due) deps.retries.delete(device.id);
        return;
      }
      await Promise.all(
        due.map((d) =>
          isolated(deps, report, 1, () =>
            claimAndDeliver(deps, d.device, d.day, d.attempts, report),
          ),
        ),
      );
    });
  }
  return report;
}

/**
 * One device's (or one agent's) failure is its own (docs/notifications.md "Sending"): whatever it
 * throws (a key that is no P-256 point, a lost connection) is counted and logged, and the tick goes
 * on to every other device.
 */
async function isolated(
  deps: TickDependencies,
  report: TickReport,
  devices: number,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    report.failed += devices;
    const err = error instanceof Error ? loggableError(error) : { message: String(error) };
    deps.log.error({ err }, 'morning push: a send failed, the others go on');
  }
}

/** Claims the device's day (a first attempt) or finds it still claimed (a retry), then delivers. */
async function claimAndDeliver(
  deps: TickDependencies,
  device: Device,
  day: string,
  attempts: number,
  report: TickReport,
) {
  const mine = and(
    eq(pushSubscriptions.id, device.id),
    eq(pushSubscriptions.agentId, device.agentId),
  );
  const row = {
    endpoint: pushSubscriptions.endpoint,
    p256dh: pushSubscriptions.p256dh,
    auth: pushSubscriptions.auth,
  };
  const [claimed] =
    attempts === 0
      ? await deps.db
          .update(pushSubscriptions)
          .set({ lastSentDay: day })
          .where(and(mine, sql`${pushSubscriptions.lastSentDay} is distinct from ${day}`))
          .returning(row)
      : await deps.db
          .select(row)
          .from(pushSubscriptions)
          .where(and(mine, eq(pushSubscriptions.lastSentDay, day)));
  if (!claimed) return;
  if (attempts > 0) report.retried++;
  const delivery: Delivery = { ...device, ...claimed, day, attempts };
  await deliver(deps, delivery, report);
}
