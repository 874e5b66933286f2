import { randomUUID } from 'node:crypto';
import type { TestApp } from './build-app';
import { createAgent, createProperties, createSavedLeads, sessionCookie } from './factories';

/** Delivered at 10:00 ET on Monday 2 Nov 2026, the batch of that day (createSavedLeads). */
export const DELIVERED_AT = new Date('2026-11-02T15:00:00Z');
/** 00:10 ET on Tuesday 3 Nov: the phone is back online, just after midnight. */
export const SYNCED_AT = new Date('2026-11-03T05:10:00Z');
/** 23:50 ET on Monday 2 Nov, as a phone in New York writes it. */
export const ACTED_2350 = '2026-11-02T23:50:00-05:00';

let zips = 0;

/**
 * A signed-in agent with `count` leads of the 2 Nov batch (new, or saved then), and the calls a
 * phone sends, each with a fresh client action id unless the test gives one.
 */
export async function offlineAgent(t: TestApp, count: number, status: 'new' | 'saved' = 'new') {
  const { db } = t.database;
  const row = await createAgent(db);
  const cookie = await sessionCookie(db, row.id);
  zips += 1;
  const zip = `0098${zips}`.slice(-5);
  const props = await createProperties(db, { zip, count });
  const leads = await createSavedLeads(
    db,
    row.id,
    props.map((p) => p.id),
    { status, at: DELIVERED_AT },
  );
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  return {
    id: row.id,
    cookie,
    leadId: (n: number) => leads[n]?.id ?? '',
    call,
    get: (url: string) => t.app.inject({ url, headers: { cookie } }),
    swipe: (leadId: string, action: 'save' | 'dismiss', offline: object = {}) =>
      call('POST', '/api/swipe', { agentId: row.id, leadId, action, ...offline }),
    undo: (offline: object = {}) =>
      call('POST', '/api/swipe/undo', { agentId: row.id, ...offline }),
  };
}

/** A queued act's fields: a new client id, made at `actedAt`. */
export const queued = (actedAt?: string) => ({
  clientActionId: randomUUID(),
  ...(actedAt && { actedAt }),
});
