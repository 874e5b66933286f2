// The compiler holds each route definition to its rules (docs/architecture.md "Routes"): every
// `@ts-expect-error` below is a definition `npm run typecheck` must refuse; if one compiled, the
// directive itself would be the error.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineRoute } from './define-route';
import type { PathParamNames } from './route-rules';

const base = { answer: null } as const;

describe('defineRoute', () => {
  it('reads the parameters from the path template', () => {
    expectTypeOf<PathParamNames<'/api/leads/:leadId/contact-status'>>().toEqualTypeOf<'leadId'>();
    expectTypeOf<PathParamNames<'/api/a/:one/b/:two'>>().toEqualTypeOf<'one' | 'two'>();
    expectTypeOf<PathParamNames<'/api/swipe'>>().toEqualTypeOf<never>();
  });

  it('takes a definition whose parts agree', () => {
    const route = defineRoute({
      ...base,
      method: 'PATCH',
      path: '/api/leads/:leadId/contact-status',
      params: 'LeadIdParams',
      body: 'ContactStatusRequest',
      offline: true,
    });
    expect(route.offline).toBe(true);
  });

  it('refuses params that are not the path parameters', () => {
    // @ts-expect-error the path names leadId, the schema agentId
    defineRoute({ ...base, method: 'GET', path: '/api/leads/:leadId', params: 'AgentIdParams' });
    // @ts-expect-error the path has a parameter and no params schema
    defineRoute({ ...base, method: 'GET', path: '/api/leads/:leadId' });
    // @ts-expect-error a params schema for a path with none
    defineRoute({ ...base, method: 'GET', path: '/api/leads', params: 'LeadIdParams' });
    expect(true).toBe(true);
  });

  it('refuses a GET with a body', () => {
    // @ts-expect-error a GET takes no body
    defineRoute({ ...base, method: 'GET', path: '/api/swipe', body: 'SwipeRequest' });
    expect(true).toBe(true);
  });

  it('refuses an offline call whose body lacks the offline fields', () => {
    // @ts-expect-error LeadFollowUpRequest has no clientActionId nor actedAt
    defineRoute({
      ...base,
      method: 'POST',
      path: '/api/x',
      body: 'LeadFollowUpRequest',
      offline: true,
    });
    // @ts-expect-error an offline call with no body at all
    defineRoute({ ...base, method: 'POST', path: '/api/x', offline: 'online-only' });
    expect(true).toBe(true);
  });
});
