import {
  DEFAULT_PUSH_TIME,
  PUSH_DEVICES_PER_AGENT,
  type PushSettings,
  pushTimeInWindow,
  type SavePushSubscriptionRequest,
} from '@porchlight/contracts';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';

type Saved = Required<SavePushSubscriptionRequest>;
type Row = Pick<
  typeof pushSubscriptions.$inferSelect,
  'sendTime' | 'timeZone' | 'includeFollowUps'
>;

const NOT_SUBSCRIBED: PushSettings = {
  subscribed: false,
  time: DEFAULT_PUSH_TIME,
  timeZone: null,
  includeFollowUps: false,
};

/** A time stored before the morning window existed is shown as the one it is sent at. */
const settingsOf = (row: Row | undefined): PushSettings =>
  row
    ? {
        subscribed: true,
        time: pushTimeInWindow(row.sendTime),
        timeZone: row.timeZone,
        includeFollowUps: row.includeFollowUps,
      }
    : NOT_SUBSCRIBED;

const settingsColumns = {
  sendTime: pushSubscriptions.sendTime,
  timeZone: pushSubscriptions.timeZone,
  includeFollowUps: pushSubscriptions.includeFollowUps,
};

/**
 * Saves this device's subscription for the agent (docs/notifications.md "Devices"): an endpoint
 * another account held moves to this one (a device, one account), and past the agent's tenth
 * device the longest unchanged is dropped. The day it was last sent for stays with the device.
 */
export async function savePushSubscription(
  pool: pg.Pool,
  agentId: string,
  device: Saved,
  now: Date,
): Promise<PushSettings> {
  return withTransaction(pool, async ({ db }) => {
    const values = {
      agentId,
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      sendTime: device.time,
      timeZone: device.timeZone,
      includeFollowUps: device.includeFollowUps,
      updatedAt: now,
    };
    const [saved] = await db
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning(settingsColumns);
    const kept = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.agentId, agentId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(PUSH_DEVICES_PER_AGENT);
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.agentId, agentId), notInArray(pushSubscriptions.id, kept)));
    return settingsOf(saved);
  });
}

/** Turns this device off for the agent; another account's subscription is never touched. */
export async function removePushSubscription(
  db: Database,
  agentId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.agentId, agentId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** This device's settings, when the agent holds its subscription. */
export async function readPushSettings(
  db: Database,
  agentId: string,
  endpoint: string,
): Promise<PushSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.agentId, agentId), eq(pushSubscriptions.endpoint, endpoint)));
  return settingsOf(row);
}
