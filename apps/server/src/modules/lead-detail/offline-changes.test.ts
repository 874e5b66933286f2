import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { ACTED_2350, offlineAgent, queued, SYNCED_AT } from '../../../test/offline-agent';
import { leads } from '../../db/schema';

// Contact status and passes the phone queued offline (docs/offline.md "Offline work").
describe('queued lead changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(SYNCED_AT);
  });
  afterAll(() => t.close());

  const leadRow = async (leadId: string) =>
    (await t.database.db.select().from(leads).where(eq(leads.id, leadId)))[0];

  it('applies a contact status once: a retry does not undo a later change', async () => {
    const agent = await offlineAgent(t, 1, 'saved');
    const url = `/api/leads/${agent.leadId(0)}/contact-status`;
    const act = { agentId: agent.id, contactStatus: 'contacted', ...queued(ACTED_2350) };
    const first = await agent.call('PATCH', url, act);
    expect(first.json()).toMatchObject({ contactStatus: 'contacted' });
    await agent.call('PATCH', url, { agentId: agent.id, contactStatus: 'blocked' });
    const retry = await agent.call('PATCH', url, act);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await leadRow(agent.leadId(0)))?.contactStatus).toBe('blocked');
  });

  it('passes a contact once for six copies of the same act', async () => {
    const agent = await offlineAgent(t, 1, 'saved');
    const act = { contactId: 'p1', ...queued(ACTED_2350) };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        agent.call('POST', `/api/leads/${agent.leadId(0)}/pass-contact`, act),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());
    expect((await leadRow(agent.leadId(0)))?.passedContacts).toEqual(['p1']);
  });

  it('refuses a change acted more than 24 hours ago, naming actedAt', async () => {
    const agent = await offlineAgent(t, 1, 'saved');
    const res = await agent.call('PATCH', `/api/leads/${agent.leadId(0)}/contact-status`, {
      agentId: agent.id,
      contactStatus: 'contacted',
      ...queued('2026-11-01T23:50:00-05:00'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'actedAt' });
    expect((await leadRow(agent.leadId(0)))?.contactStatus).toBe('none');
  });
});
