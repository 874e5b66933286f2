// The compiler holds each definitions module to its docs (docs/architecture.md "Routes"): every
// `@ts-expect-error` below is a pairing `npm run typecheck` must refuse.
import { describe, expect, it } from 'vitest';
import { defineRoute } from '../define-route';
import { documented } from './documented';

const routes = {
  getThing: defineRoute({ method: 'GET', path: '/api/thing', answer: null }),
  putThing: defineRoute({ method: 'PUT', path: '/api/thing', answer: null }),
  THING_LIMIT: 3,
};
const about = (summary: string) => ({ summary, tags: ['test'] as const });

describe('documented', () => {
  it('pairs each route of a module with its docs, and nothing else', () => {
    const pairs = documented(routes, { getThing: about('Read'), putThing: about('Write') });
    expect(pairs).toEqual([
      [routes.getThing, about('Read')],
      [routes.putThing, about('Write')],
    ]);
  });

  it('refuses a route without docs, and docs for no route', () => {
    // @ts-expect-error putThing has no docs
    documented(routes, { getThing: about('Read') });
    documented(routes, {
      getThing: about('Read'),
      putThing: about('Write'),
      // @ts-expect-error no route is called deleteThing
      deleteThing: about('Delete'),
    });
  });
});
