import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ClockState = z.object({ now: z.iso.datetime(), offsetMs: z.number() });
const SetClock = z.object({
  now: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('Instant to move to; null for real time'),
});

/**
 * The test clock: browser journeys move "now" to cross ET midnights and weeks. It lives in this
 * process only, which is what a single-process development server needs.
 */
export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  const state = () => ({ now: app.clock.now().toISOString(), offsetMs: app.clock.offsetMs() });
  app.get('/clock', { schema: { tags: ['dev'], response: { 200: ClockState } } }, async () =>
    state(),
  );
  app.post(
    '/clock',
    { schema: { tags: ['dev'], body: SetClock, response: { 200: ClockState } } },
    async (request) => {
      app.clock.set(request.body.now === null ? null : new Date(request.body.now));
      return state();
    },
  );
};
