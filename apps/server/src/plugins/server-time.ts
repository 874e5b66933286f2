import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock';

/**
 * Every answer's Date header is the app's clock, not the machine's (docs/offline.md "The phone's
 * clock"): the phone sets its own clock against it, so the time it says an act was made is on the
 * server's clock. With the dev tools' clock moved, the header moves with it.
 */
export function registerServerTime(app: FastifyInstance, clock: Clock) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('date', clock.now().toUTCString());
    done();
  });
}
