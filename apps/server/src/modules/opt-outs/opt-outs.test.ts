import type { ActivityDashboardItem } from '@porchlight/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';

describe('opt-outs', () => {
  let t: TestApp;
  let agent: { id: string; cookie: string };
  let leadIds: string[];
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-10T15:00:00Z'));
    // Two properties of one owner: the same email on both.
    const the = await agentWithSavedLeads(t, { zip: '00940', count: 2 });
    agent = the.agent;
    leadIds = the.saved.map((l) => l.id);
  });
  afterAll(() => t.close());

  const headers = () => ({ cookie: agent.cookie });
  const dashboard = async (): Promise<ActivityDashboardItem[]> =>
    (
      await t.app.inject({ url: `/api/activities/dashboard/${agent.id}`, headers: headers() })
    ).json();

  it('treats an opted-out contact like DNC on every lead, and refuses to send to it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/opt-outs',
      headers: headers(),
      payload: { agentId: agent.id, leadId: leadIds[0], contactId: 'e1' },
    });
    expect(res.json()).toMatchObject({ contactType: 'email', contactValue: 'owner@example.test' });
    const items = await dashboard();
    expect(items).toHaveLength(2);
    for (const leadId of leadIds) {
      const lead = await t.app.inject({ url: `/api/leads/${leadId}`, headers: headers() });
      expect(lead.json().optedOutContacts).toEqual(['e1']);
    }
    for (const item of items) {
      expect(item.contacts[0]).toMatchObject({ id: 'e1', dncStatus: true, optedOut: true });
    }
    const [other] = items.filter((i) => i.lead.id === leadIds[1]);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/activities/record',
      headers: headers(),
      payload: {
        agentId: agent.id,
        leadId: leadIds[1],
        activityId: other?.activity.id,
        contactId: 'e1',
        status: 'sent',
      },
    });
    expect(send.json()).toMatchObject({ error: 'CONTACT_DNC' });
  });

  it('logs each contact once and exports the log as CSV', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/opt-outs',
      headers: headers(),
      payload: { agentId: agent.id, leadId: leadIds[1], contactId: 'e1' },
    });
    const log = await t.app.inject({ url: `/api/opt-outs/${agent.id}`, headers: headers() });
    expect(log.json()).toHaveLength(1);
    const csv = await t.app.inject({
      url: `/api/opt-outs/${agent.id}/export.csv`,
      headers: headers(),
    });
    expect(parse(csv.body, { bom: true, columns: true })).toEqual([
      expect.objectContaining({ Type: 'Email', Contact: 'owner@example.test', Date: '2026-11-10' }),
    ]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/opt-outs',
      headers: headers(),
      payload: { agentId: agent.id, leadId: leadIds[0], contactId: 'nobody' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
