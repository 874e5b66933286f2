import * as routes from '@porchlight/contracts/routes';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { QUEUEABLE_ROUTES, type QueueableRoute } from './offline-queue';

type Definitions = typeof routes;
/** Every definition marked `offline: true`, across all the route modules. */
type MarkedOffline = keyof {
  [K in keyof Definitions as Definitions[K] extends { offline: true } ? K : never]: true;
};

// The queue's calls come from the definitions (docs/architecture.md "Routes"): marking one
// `offline: true` is all it takes to queue it.
describe('the queueable routes', () => {
  it('are the definitions marked offline: true, by their names', () => {
    expectTypeOf<QueueableRoute>().toEqualTypeOf<MarkedOffline>();
    const marked = Object.entries(routes)
      .filter(([, value]) => typeof value === 'object' && 'offline' in value)
      .filter(([, value]) => (value as { offline: unknown }).offline === true)
      .map(([name]) => name);
    expect(Object.keys(QUEUEABLE_ROUTES).sort()).toEqual(marked.sort());
    for (const route of Object.values(QUEUEABLE_ROUTES)) expect(route.offline).toBe(true);
  });

  it('keep the names kept actions already carry', () => {
    expect(Object.keys(QUEUEABLE_ROUTES).sort()).toEqual([
      'passContact',
      'recordActivity',
      'swipeLead',
      'undoSwipe',
      'updateContactStatus',
    ]);
  });
});
