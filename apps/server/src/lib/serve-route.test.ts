import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { defineRoute } from '@porchlight/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createAgent, sessionCookie } from '../../test/factories';
import { type IdempotentRequest, requestHash, storeAnswer } from './idempotency';
import type { JsonText } from './json-text';
import type { ActionRunner } from './offline-action';
import type { RouteExtras } from './route-behaviour';
import { serve } from './serve-route';

// What a definition's flags make serve() do around a route's code (docs/architecture.md
// "Routes"): the handlers below do nothing but count, so each once-only answer is serve()'s own.
const onceOffline = defineRoute({
  method: 'POST',
  path: '/api/test/offline-act',
  offline: true,
  body: 'UndoSwipeRequest',
  answer: 'BulkCountResponse',
});

const oncePerKey = defineRoute({
  method: 'POST',
  path: '/api/test/spend',
  idempotencyKey: true,
  body: 'UndoSwipeRequest',
  answer: 'BulkCountResponse',
});
const testDocs = (summary: string) => ({ docs: { summary, tags: ['test'] as const } });

describe('serve()', () => {
  let t: TestApp;
  let ran = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    serve(t.app, onceOffline, async () => ({ available: ++ran }), testDocs('A test offline act'));
    serve(t.app, oncePerKey, async () => ({ available: ++ran }), testDocs('A test spend'));
  });
  afterAll(() => t.close());

  const agent = async () => {
    const row = await createAgent(t.database.db);
    const cookie = await sessionCookie(t.database.db, row.id);
    return { id: row.id, cookie };
  };

  it('applies an offline route once per client id, with no code of the route for it', async () => {
    const { id, cookie } = await agent();
    const payload = { agentId: id, clientActionId: randomUUID() };
    const send = () =>
      t.app.inject({ method: 'POST', url: onceOffline.path, payload, headers: { cookie } });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    // Without the fields it runs each time, as a call made online always did.
    const online = await t.app.inject({
      method: 'POST',
      url: onceOffline.path,
      payload: { agentId: id },
      headers: { cookie },
    });
    expect(online.json()).not.toEqual(first.json());
  });

  it('answers a spend once per Idempotency-Key and refuses one without it', async () => {
    const { id, cookie } = await agent();
    const spend = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: oncePerKey.path,
        payload: { agentId: id },
        headers: { cookie, ...headers },
      });
    const missing = await spend({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    // The code keeps its answer in its spend's transaction: here, the test keeps one for it.
    const key = randomUUID();
    await storeAnswer(t.database.db, {
      agentId: id,
      request: { key, route: `POST ${oncePerKey.path}`, requestHash: requestHash({ agentId: id }) },
      answer: { available: 1000 },
      now: new Date(),
    });
    const before = ran;
    const retry = await spend({ [IDEMPOTENCY_KEY_HEADER]: key });
    expect(retry.json()).toEqual({ available: 1000 });
    expect(ran).toBe(before);
  });
});

/** Never run: each `@ts-expect-error` is a route's code `npm run typecheck` must refuse. */
export function refusedByTheCompiler(app: FastifyInstance) {
  // @ts-expect-error JSON text of another shape than today's lead cards
  serve(app, routes.getTodaysLeads, async () => '[]' as JsonText<{ wrong: true }[]>);
  serve(app, routes.getTodaysLeads, async () => '[]' as JsonText<never[]>);
  // @ts-expect-error no runner for a route that is not offline
  serve(app, routes.getLead, async (_request, _reply, { runner }) => runner);
}

describe('the extras of a route', () => {
  it('follow its definition', () => {
    expectTypeOf<RouteExtras<typeof routes.swipeLead>>().toEqualTypeOf<{
      agentId: string;
      runner: ActionRunner;
    }>();
    expectTypeOf<RouteExtras<typeof routes.purchaseBulkLeads>>().toEqualTypeOf<{
      agentId: string;
      idempotency: IdempotentRequest;
    }>();
    expectTypeOf<RouteExtras<typeof routes.getLead>>().toEqualTypeOf<unknown>();
    expect(refusedByTheCompiler).toBeTypeOf('function');
  });
});
