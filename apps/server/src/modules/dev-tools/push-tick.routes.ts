import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { morningPushTick } from '../notifications';

const TickReport = z.object({
  due: z.number(),
  sent: z.number(),
  dropped: z.number(),
  failed: z.number(),
  retried: z.number(),
});

/**
 * Runs the morning notification's tick now, against the test clock (docs/notifications.md "Trying
 * it"): a journey moves the clock to the chosen minute and sends without waiting for the timer.
 */
export const pushTickRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/push-tick', { schema: { tags: ['dev'], response: { 200: TickReport } } }, async () => {
    const report = await morningPushTick(app);
    if (report) return report;
    throw new AppError(
      'NOT_FOUND',
      'Push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT.',
    );
  });
};
