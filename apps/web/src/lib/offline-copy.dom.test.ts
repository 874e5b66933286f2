import { QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { lastAnsweredAt, reportAnswer } from './connection';
import { fieldStore, QUERIES_KEY } from './field-store';
import {
  keepOfflineCopy,
  MAX_WRITE_DELAY_MS,
  OFFLINE_COPY_MAX_AGE_MS,
  restoreOfflineCopy,
} from './offline-copy';
import { serverNow } from './server-clock';

const AGENT = 'agent-1';
const TODAY = ['/api/leads/today/:agentId', AGENT];
const VERSION = ['/api/version'];

/** Fills a client as the screens would, and waits for the copy to be written. */
async function keptFrom(fill: (client: QueryClient) => void, agentId: string | null = AGENT) {
  const client = new QueryClient();
  const stop = keepOfflineCopy(client, () => agentId);
  fill(client);
  await vi.waitFor(async () => expect(await get(QUERIES_KEY, fieldStore())).toBeDefined(), {
    timeout: 3_000,
  });
  stop();
}

describe("the phone's copy of the agent's day", () => {
  it('puts the answers back after a reload, stale so they are read again, never the version', async () => {
    await keptFrom((client) => {
      client.setQueryData(TODAY, [{ id: 'lead-1' }]);
      client.setQueryData(VERSION, { version: '1' });
    });
    const restored = new QueryClient();

    await restoreOfflineCopy(restored, AGENT);

    expect(restored.getQueryData(TODAY)).toEqual([{ id: 'lead-1' }]);
    expect(restored.getQueryState(TODAY)?.isInvalidated).toBe(true);
    expect(restored.getQueryData(VERSION)).toBeUndefined();
  });

  // A journey saved its criteria, counted its leads and reloaded with no half-second pause between
  // answers: the copy was never written, and the reload showed the criteria from before the save.
  it('is written while answers keep coming, without waiting for a pause', async () => {
    const client = new QueryClient();
    const stop = keepOfflineCopy(client, () => AGENT);
    const answers = (2 * MAX_WRITE_DELAY_MS) / 100;
    for (let i = 0; i < answers; i++) {
      client.setQueryData(TODAY, [{ id: `lead-${i}` }]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const kept = await get(QUERIES_KEY, fieldStore());
    stop();
    expect(kept).toBeDefined();
  });

  it("keeps nothing while nobody is signed in, and never shows one agent another's copy", async () => {
    const client = new QueryClient();
    const stop = keepOfflineCopy(client, () => null);
    client.setQueryData(TODAY, [{ id: 'lead-1' }]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    stop();
    expect(await get(QUERIES_KEY, fieldStore())).toBeUndefined();

    await keptFrom((c) => c.setQueryData(TODAY, [{ id: 'lead-1' }]));
    const other = new QueryClient();
    await restoreOfflineCopy(other, 'agent-2');
    expect(other.getQueryCache().getAll()).toEqual([]);
  });

  it('leaves out answers older than 72 hours', async () => {
    await keptFrom((client) => {
      client.setQueryData(TODAY, [{ id: 'old' }], {
        updatedAt: Date.now() - OFFLINE_COPY_MAX_AGE_MS - 60_000,
      });
    });
    const restored = new QueryClient();

    await restoreOfflineCopy(restored, AGENT);

    expect(restored.getQueryData(TODAY)).toBeUndefined();
  });

  it('brings back when the server last answered and its clock, for acts dated offline', async () => {
    const answeredAt = Date.now() - 5 * 60_000;
    await set(
      QUERIES_KEY,
      {
        agentId: AGENT,
        readAt: answeredAt,
        clockOffsetMs: 86_400_000,
        state: { mutations: [], queries: [] },
      },
      fieldStore(),
    );

    await restoreOfflineCopy(new QueryClient(), AGENT);

    expect(lastAnsweredAt()).toBe(answeredAt);
    expect(serverNow().getTime() - Date.now()).toBeGreaterThan(86_000_000);
    // An answer on this page knows better.
    reportAnswer(new Date().toUTCString());
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(2_000);
  });
});
