import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
} from '../../../test/factories';
import { waitForMail } from '../../../test/mail';

describe('saved leads: remove, export', () => {
  let t: TestApp;
  let agent: { id: string; email: string; cookie: string };
  let saved: Array<{ id: string }>;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
    const row = await createAgent(t.database.db);
    agent = { id: row.id, email: row.email, cookie: await sessionCookie(t.database.db, row.id) };
    const properties = await createProperties(t.database.db, {
      zip: '00920',
      count: 4,
      overrides: { owner1: 'Diaz, Ana "Annie"', owner2: null },
    });
    saved = await createSavedLeads(
      t.database.db,
      agent.id,
      properties.map((p) => p.id),
    );
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

  it('mails a CSV of the saved leads and answers how many', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/export/saved-leads',
      payload: { agentId: agent.id },
      headers: headers(),
    });
    expect(res.json()).toEqual({ leadCount: 2 });
    const mail = await waitForMail(t.app, agent.email);
    expect(mail.subject).toBe('Your Porchlight saved leads (2)');
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({
      filename: 'porchlight-saved-leads-2026-11-06.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    const rows = parse(attachment?.content ?? '', { bom: true, columns: true });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ 'Owner names': 'Diaz, Ana "Annie"', Zip: '00920' });
    const page = await t.app.inject('/dev/mailbox');
    const link = /href="(\/dev\/mailbox\/[^"]+\/attachments\/0)"/.exec(page.body)?.[1] ?? '';
    const download = await t.app.inject(link);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.body).toBe(attachment?.content);
  });

  it('downloads the same CSV directly', async () => {
    const res = await t.app.inject({ url: '/api/export/saved-leads.csv', headers: headers() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="porchlight-saved-leads-2026-11-06.csv"',
    );
    expect(parse(res.body, { bom: true, columns: true })).toHaveLength(2);
  });

  it('refuses an export with nothing saved, clearly', async () => {
    const other = await createAgent(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/export/saved-leads',
      payload: { agentId: other.id },
      headers: { cookie: await sessionCookie(t.database.db, other.id) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('There are no saved leads to export yet.');
  });
});
