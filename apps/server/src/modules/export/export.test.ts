import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, sessionCookie } from '../../../test/factories';
import { waitForMail } from '../../../test/mail';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';

describe('export of saved leads', () => {
  let t: TestApp;
  let agent: { id: string; email: string; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
    const the = await agentWithSavedLeads(t, {
      zip: '00920',
      count: 4,
      overrides: { owner1: 'Diaz, Ana "Annie"', owner2: null },
    });
    agent = the.agent;
  });
  afterAll(() => t.close());

  const headers = () => ({ cookie: agent.cookie });
  it('mails a CSV of the saved leads and answers how many', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/export/saved-leads',
      payload: { agentId: agent.id },
      headers: headers(),
    });
    expect(res.json()).toEqual({ leadCount: 4 });
    const mail = await waitForMail(t.app, agent.email);
    expect(mail.subject).toBe('Your Porchlight saved leads (4)');
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({
      filename: 'porchlight-saved-leads-2026-11-06.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    const rows = parse(attachment?.content ?? '', { bom: true, columns: true });
    expect(rows).toHaveLength(4);
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
    expect(parse(res.body, { bom: true, columns: true })).toHaveLength(4);
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
