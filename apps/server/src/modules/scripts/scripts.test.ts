import { DEFAULT_SCRIPTS } from '@porchlight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, sessionCookie } from '../../../test/factories';

describe('scripts', () => {
  let t: TestApp;
  let agent: { id: string; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const row = await createAgent(t.database.db);
    agent = { id: row.id, cookie: await sessionCookie(t.database.db, row.id) };
  });
  afterAll(() => t.close());

  const get = (path: string) =>
    t.app.inject({ url: `${path}/${agent.id}`, headers: { cookie: agent.cookie } });
  const put = (path: string, scripts: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `${path}/${agent.id}`,
      headers: { cookie: agent.cookie },
      payload: { scripts },
    });

  it('answers the six default scripts until the agent saves their own', async () => {
    const raw = await get('/api/scripts');

    const res = raw.json();
    expect(res.defaultDays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(res.scripts[0]).toEqual(DEFAULT_SCRIPTS[0]);
    expect(res.scripts.map((s: { scriptType: string }) => s.scriptType)).toEqual([
      'email',
      'text',
      'email',
      'text',
      'email',
      'text',
    ]);
  });

  it('saves some days and keeps the defaults for the others, per kind', async () => {
    const saved = await put('/api/scripts', [
      { dayNumber: 2, scriptType: 'text', subject: null, body: '  Hi {firstname}!  ' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().defaultDays).toEqual([1, 3, 4, 5, 6]);
    expect(saved.json().scripts[1]).toMatchObject({ dayNumber: 2, body: 'Hi {firstname}!' });
    await put('/api/scripts', [{ dayNumber: 2, scriptType: 'text', body: 'Again' }]);
    expect((await get('/api/scripts')).json().scripts[1].body).toBe('Again');
    expect((await get('/api/mailer-scripts')).json().defaultDays).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses an empty list, an email without a subject, and a text on an email day', async () => {
    const empty = await put('/api/scripts', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('No scripts to save');
    const noSubject = await put('/api/mailer-scripts', [
      { dayNumber: 1, scriptType: 'email', subject: ' ', body: 'Hello' },
    ]);
    expect(noSubject.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(noSubject.json().message).toContain('Email scripts need a subject');
    const wrongType = await put('/api/scripts', [{ dayNumber: 3, scriptType: 'text', body: 'x' }]);
    expect(wrongType.statusCode).toBe(400);
    expect((await get('/api/mailer-scripts')).json().defaultDays).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
