import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, createProperties, sessionCookie, setCriteria } from '../../../test/factories';

// Moving a lead between Saved and Dismissed counted as another save and another pass
// (Received 5, Saved 5, Passed 2 for a batch of 5). Each lead's decision counts once a day.
describe("activity summary: each lead's decision once a day", () => {
  let t: TestApp;
  let agent: { id: string; cookie: string };
  let batch: string[];
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
    await createProperties(t.database.db, { zip: '00927', count: 5 });
    const row = await createAgent(t.database.db);
    await setCriteria(t.database.db, row.id, { targetAreas: ['00927'] });
    agent = { id: row.id, cookie: await sessionCookie(t.database.db, row.id) };
    await post(`/api/leads/fresh/${agent.id}`, {});
    batch = (await get(`/api/leads/today/${agent.id}`)).json().map((l: { id: string }) => l.id);
  });
  afterAll(() => t.close());

  function post(url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, payload, headers: { cookie: agent.cookie } });
  }
  function get(url: string) {
    return t.app.inject({ url, headers: { cookie: agent.cookie } });
  }
  const swipe = async (n: number, action: 'save' | 'dismiss') => {
    const res = await post('/api/swipe', { agentId: agent.id, leadId: batch[n], action });
    expect(res.statusCode).toBe(200);
  };
  const undo = async () => {
    expect((await post('/api/swipe/undo', { agentId: agent.id })).statusCode).toBe(200);
  };
  const decisions = async () => {
    const summary = (await get(`/api/activities/summary/${agent.id}`)).json();
    return [summary.leadsReceived, summary.leadsSaved, summary.leadsPassed];
  };

  it('counts a batch swiped once as it was swiped', async () => {
    expect(batch).toHaveLength(5);
    await swipe(0, 'save');
    await swipe(1, 'save');
    await swipe(2, 'save');
    await swipe(3, 'dismiss');
    await swipe(4, 'dismiss');
    expect(await decisions()).toEqual([5, 3, 2]);
  });

  it('counts a lead moved between Saved and Dismissed by its latest decision only', async () => {
    await swipe(3, 'save');
    await swipe(4, 'save');
    // Was Received 5, Saved 5, Passed 2.
    expect(await decisions()).toEqual([5, 5, 0]);
    await swipe(0, 'dismiss');
    await swipe(0, 'save');
    await swipe(1, 'dismiss');
    expect(await decisions()).toEqual([5, 4, 1]);
  });

  it('does not count an undone swipe: the decision before it counts again', async () => {
    // Lead 1's move to Dismissed undone: it is saved again.
    await undo();
    expect(await decisions()).toEqual([5, 5, 0]);
    // Lead 0's move back to Saved undone: its move to Dismissed counts.
    await undo();
    expect(await decisions()).toEqual([5, 4, 1]);
    // And that one undone: its first save counts.
    await undo();
    expect(await decisions()).toEqual([5, 5, 0]);
  });

  it('counts a decision on the day it was made', async () => {
    t.clock.freeze(new Date('2026-11-07T15:00:00Z'));
    expect(await decisions()).toEqual([0, 0, 0]);
    await swipe(2, 'dismiss');
    expect(await decisions()).toEqual([0, 0, 1]);
  });
});
