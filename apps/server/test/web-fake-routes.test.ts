import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { API_ROUTES } from '../../web/src/test/api-routes';
import { buildTestApp, type TestApp } from './build-app';

/**
 * The web tests fake this server through one table (apps/web/src/test/api-routes.ts). It must
 * list exactly the server's API routes, each with the same contract schemas as the route declares,
 * so a contract or route change here breaks the web tests that depend on it.
 */
const DOC_ROUTES = /^\/api\/docs(\/|$)/;

function shape(schema: unknown): unknown {
  return schema instanceof z.ZodType ? z.toJSONSchema(schema as ZodType, { io: 'input' }) : null;
}

describe("the web tests' fake server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const serverRoutes = () =>
    t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !DOC_ROUTES.test(r.url));

  it('lists exactly the routes the server has', () => {
    const served = serverRoutes().map((r) => `${r.method} ${r.url}`);
    expect(Object.keys(API_ROUTES).sort()).toEqual([...new Set(served)].sort());
  });

  it("declares each route's params, query, body and success answer as the server does", () => {
    for (const route of serverRoutes()) {
      const key = `${route.method} ${route.url}`;
      const fake = API_ROUTES[key];
      if (!fake) continue; // the test above names it
      const schema = route.schema ?? {};
      const responses = (schema.response ?? {}) as Record<number, unknown>;
      const status = fake.status ?? 200;
      expect.soft(shape(fake.params), `${key} params`).toEqual(shape(schema.params));
      expect.soft(shape(fake.query), `${key} query`).toEqual(shape(schema.querystring));
      expect.soft(shape(fake.body), `${key} body`).toEqual(shape(schema.body));
      // A 204 or a CSV download has no JSON answer to declare.
      if (fake.response !== 'csv' && fake.response !== 'png' && fake.response !== null) {
        expect.soft(Object.keys(responses), `${key} answers ${status}`).toContain(String(status));
        expect.soft(shape(fake.response), `${key} answer`).toEqual(shape(responses[status]));
      }
    }
  });
});
