import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadImports, leads, postcardOrders } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-app';
import { createAgent, createProperties, createSavedLeads, sessionCookie } from './factories';

/**
 * Every registered route, walked. Public API routes are exactly this list; every other API route
 * needs a session (401), refuses a path, query or body naming another agent (403), and answers a
 * malformed body or object id with 400. Later issues add their object routes' 404 cases here.
 */
const PUBLIC_API_ROUTES = [
  'GET /api/health',
  'GET /api/version',
  'GET /api/config',
  'POST /api/authenticate',
  'POST /api/complete-signup',
  'POST /api/create-subscription-intent',
  'POST /api/complete-stripe-registration',
  'POST /api/track-signup',
  'POST /api/save-trial-email',
  'POST /api/forgot-password',
  'POST /api/verify-reset-token',
  'POST /api/reset-password',
  'POST /api/confirm-email',
  'POST /api/logout',
  'POST /api/stripe/webhook',
  'GET /api/referral-codes/:code',
  'GET /api/postcards/print/:token',
  'POST /api/support/contact',
];
const DOC_ROUTES = /^\/api\/docs(\/|$)/;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('route matrix', () => {
  let t: TestApp;
  let me: { id: string; cookie: string };
  let other: { id: string };
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
    const agent = await createAgent(t.database.db);
    me = { id: agent.id, cookie: await sessionCookie(t.database.db, agent.id) };
    other = await createAgent(t.database.db);
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !DOC_ROUTES.test(r.url));
  const privateRoutes = () => apiRoutes().filter((r) => !r.public);
  const path = (url: string, agentId: string) =>
    url.replace(':agentId', agentId).replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

  it('marks public exactly the routes that must work without a session', () => {
    const publicRoutes = apiRoutes()
      .filter((r) => r.public)
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_API_ROUTES].sort());
  });

  it('answers 401 without a session on every other API route', async () => {
    expect(privateRoutes().length).toBeGreaterThan(0);
    for (const route of privateRoutes()) {
      const res = await t.app.inject({
        method: route.method as Method,
        url: path(route.url, me.id),
        payload: route.hasBody ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error).toBe('UNAUTHORIZED');
    }
  });

  it('answers 401 for a forged or expired session cookie', async () => {
    const res = await t.app.inject({
      url: `/api/agents/${me.id}`,
      headers: { cookie: 'porchlight_session=forged-token' },
    });
    expect(res.statusCode).toBe(401);
    const expired = await sessionCookie(t.database.db, me.id, new Date('2020-01-01T00:00:00Z'));
    const old = await t.app.inject({ url: `/api/agents/${me.id}`, headers: { cookie: expired } });
    expect(old.statusCode).toBe(401);
  });

  it('answers 403 when the path or the body names another agent', async () => {
    for (const route of privateRoutes()) {
      const label = `${route.method} ${route.url}`;
      if (route.url.includes(':agentId')) {
        const res = await t.app.inject({
          method: route.method as Method,
          url: path(route.url, other.id),
          headers: { cookie: me.cookie },
          payload: route.hasBody ? {} : undefined,
        });
        expect(res.statusCode, label).toBe(403);
      }
      if (route.hasBody) {
        const res = await t.app.inject({
          method: route.method as Method,
          url: path(route.url, me.id),
          headers: { cookie: me.cookie },
          payload: { agentId: other.id },
        });
        expect(res.statusCode, label).toBe(403);
      }
    }
  });

  it('answers 403 when the query names another agent', async () => {
    const res = await t.app.inject({
      url: `/api/activities/stats?agentId=${other.id}`,
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(403);
    const mine = await t.app.inject({
      url: `/api/activities/stats?agentId=${me.id}`,
      headers: { cookie: me.cookie },
    });
    expect(mine.statusCode).toBe(200);
  });

  it('answers 400 with {error, message, fields} for a malformed body', async () => {
    for (const route of privateRoutes().filter((r) => r.hasBody)) {
      const res = await t.app.inject({
        method: route.method as Method,
        url: path(route.url, me.id),
        headers: { cookie: me.cookie, 'content-type': 'application/json' },
        payload: '"not an object"',
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields: expect.any(Object) });
    }
  });

  it('answers 400 naming the parameter for a malformed object id in the path', async () => {
    const objectRoutes = privateRoutes().filter((r) => /:(?!agentId\b)\w+/.test(r.url));
    expect(objectRoutes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/leads/:leadId');
    for (const route of objectRoutes) {
      const [, param] = /:(?!agentId\b)(\w+)/.exec(route.url) ?? [];
      const res = await t.app.inject({
        method: route.method as Method,
        url: route.url.replace(':agentId', me.id).replace(`:${param}`, 'not-an-id'),
        headers: { cookie: me.cookie },
        payload: route.hasBody ? { agentId: me.id } : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({
        error: 'VALIDATION_ERROR',
        field: param,
      });
    }
  });

  it('answers 403 to every state-changing API call from a foreign Origin', async () => {
    const changing = apiRoutes().filter((r) => r.method !== 'GET' && !r.crossOrigin);
    // Only Stripe's signed webhook takes calls from anywhere.
    expect(
      apiRoutes()
        .filter((r) => r.crossOrigin)
        .map((r) => r.url),
    ).toEqual(['/api/stripe/webhook']);
    expect(changing.length).toBeGreaterThan(0);
    for (const route of changing) {
      const res = await t.app.inject({
        method: route.method as Method,
        url: path(route.url, me.id),
        headers: { cookie: me.cookie, origin: 'https://evil.example' },
        payload: route.hasBody ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error).toBe('FORBIDDEN');
    }
  });

  it('answers every private read with Cache-Control: no-store', async () => {
    for (const route of privateRoutes().filter((r) => r.method === 'GET')) {
      const res = await t.app.inject({
        url: path(route.url, me.id),
        headers: { cookie: me.cookie },
      });
      expect(res.headers['cache-control'], `GET ${route.url} (${res.statusCode})`).toBe('no-store');
    }
  });

  it("answers 404 for another agent's objects", async () => {
    const [property] = await createProperties(t.database.db, { zip: '00700', count: 1 });
    const [theirs] = await createSavedLeads(t.database.db, other.id, [property?.id ?? 0]);
    const leadId = theirs?.id ?? '';
    const [theirOrder] = await t.database.db
      .insert(postcardOrders)
      .values({
        agentId: other.id,
        leadId,
        message: 'Hello',
        frontImageUrl: 'https://example.test/front.png',
        provider: 'local',
        status: 'rendered',
        createdAt: new Date(),
      })
      .returning({ id: postcardOrders.id });
    const [theirImport] = await t.database.db
      .insert(leadImports)
      .values({
        agentId: other.id,
        fileName: 'theirs.csv',
        encoding: 'utf-8',
        delimiter: ',',
        csvText: 'Address,Zip\n1 Their St,33101\n',
        headers: ['Address', 'Zip'],
        mapping: ['address', 'zip'],
        counts: { rows: 1, ready: 1, duplicateInFile: 0, alreadyHave: 0, refused: 0 },
        createdAt: new Date(),
      })
      .returning({ id: leadImports.id });
    const myImport = `/api/lead-imports/${me.id}/${theirImport?.id}`;
    const objectRoutes = [
      { method: 'POST', url: `/api/leads/${leadId}/start-follow-up`, payload: {} },
      { method: 'GET', url: myImport },
      { method: 'PUT', url: `${myImport}/mapping`, payload: { mapping: ['address', 'zip'] } },
      {
        method: 'POST',
        url: `${myImport}/start`,
        payload: { mapping: ['address', 'zip'], destination: 'saved' },
      },
      { method: 'POST', url: `${myImport}/follow-up`, payload: {} },
      { method: 'GET', url: `/api/leads/${leadId}` },
      { method: 'POST', url: '/api/swipe', payload: { agentId: me.id, leadId, action: 'save' } },
      {
        method: 'PATCH',
        url: `/api/leads/${leadId}/contact-status`,
        payload: { agentId: me.id, contactStatus: 'contacted' },
      },
      { method: 'POST', url: `/api/leads/${leadId}/pass-contact`, payload: { contactId: 'p1' } },
      { method: 'POST', url: `/api/leads/${leadId}/enrich`, payload: { agentId: me.id } },
      { method: 'DELETE', url: `/api/leads/${leadId}/unsave`, payload: { agentId: me.id } },
      {
        method: 'PATCH',
        url: `/api/swipe-actions/${theirs?.swipeActionId}/contact`,
        payload: { agentId: me.id, customEmail: 'me@example.test', customPhone: null },
      },
      {
        method: 'POST',
        url: '/api/activities/record',
        payload: { agentId: me.id, leadId, activityId: leadId, contactId: 'e1', status: 'sent' },
      },
      {
        method: 'POST',
        url: '/api/activities/complete-day',
        payload: { agentId: me.id, leadId, activityId: leadId },
      },
      {
        method: 'POST',
        url: '/api/activities/dismiss-property',
        payload: { agentId: me.id, leadId },
      },
      {
        method: 'POST',
        url: '/api/opt-outs',
        payload: { agentId: me.id, leadId, contactId: 'e1' },
      },
      {
        method: 'POST',
        url: '/api/postcards/send',
        payload: { leadId, message: 'Hello', frontImageUrl: `/api/postcards/front/${leadId}` },
      },
      { method: 'GET', url: `/api/postcards/front/${leadId}` },
      { method: 'GET', url: `/api/postcards/order/${theirOrder?.id}` },
      { method: 'GET', url: `/api/postcards/order/${theirOrder?.id}/preview` },
    ] as const;
    for (const route of objectRoutes) {
      const res = await t.app.inject({ ...route, headers: { cookie: me.cookie } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({
      status: 'saved',
      contactStatus: 'none',
      enrichedAt: null,
      followUpDismissedAt: null,
      postcardSentAt: null,
    });
  });

  it('has no route outside /api and /dev but /metrics and the built web app files', () => {
    const others = t.app.routeTable.filter(
      (r) => !/^\/(api|dev)\//.test(r.url) && !/\.\w+$/.test(r.url),
    );
    expect(others.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /metrics']);
  });

  it('answers /metrics without a session to this machine only', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(200);
    const elsewhere = await t.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('keeps developer tools under /dev only', () => {
    const devRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/dev/'));
    expect(devRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /dev/clock',
      'GET /dev/mailbox',
      'GET /dev/mailbox.json',
      'GET /dev/mailbox/:id/attachments/:index',
      'POST /dev/clock',
      'POST /dev/credits',
      'POST /dev/push-tick',
    ]);
  });
});
