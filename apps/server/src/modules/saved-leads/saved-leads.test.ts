import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';

describe('saved leads: remove', () => {
  let t: TestApp;
  let agent: { id: string; email: string; cookie: string };
  let saved: Array<{ id: string }>;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
    const the = await agentWithSavedLeads(t, {
      zip: '00920',
      count: 4,
      overrides: { owner1: 'Diaz, Ana "Annie"', owner2: null },
    });
    agent = the.agent;
    saved = the.saved;
  });
  afterAll(() => t.close());

  const headers = () => ({ cookie: agent.cookie });
  const list = async (which: 'saved' | 'dismissed') =>
    (await t.app.inject({ url: `/api/${which}/${agent.id}`, headers: headers() }))
      .json()
      .map((lead: { id: string }) => lead.id);
  const unsave = (leadId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/leads/${leadId}/unsave`,
      payload: { agentId: agent.id },
      headers: headers(),
    });

  it('removes a saved lead for good: neither saved nor dismissed, and never swiped again', async () => {
    const leadId = saved[0]?.id ?? '';
    const res = await unsave(leadId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: leadId, status: 'removed' });
    expect(await list('saved')).not.toContain(leadId);
    expect(await list('dismissed')).not.toContain(leadId);
    const swipe = await t.app.inject({
      method: 'POST',
      url: '/api/swipe',
      payload: { agentId: agent.id, leadId, action: 'save' },
      headers: headers(),
    });
    expect(swipe.statusCode).toBe(404);
    expect((await unsave(leadId)).json().error).toBe('NOT_SAVED');
  });

  it('answers 409 for a lead that is not saved', async () => {
    const leadId = saved[1]?.id ?? '';
    await t.app.inject({
      method: 'POST',
      url: '/api/swipe',
      payload: { agentId: agent.id, leadId, action: 'dismiss' },
      headers: headers(),
    });
    const res = await unsave(leadId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'NOT_SAVED', message: expect.any(String) });
    expect(await list('dismissed')).toContain(leadId);
  });
});
