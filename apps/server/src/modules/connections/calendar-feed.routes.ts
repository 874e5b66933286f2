import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { takePoint } from '../../plugins/rate-limits';
import {
  calendarFeed,
  calendarFeedStatus,
  createCalendarFeed,
  FEED_REFRESH_MINUTES,
  feedOwner,
  revokeCalendarFeed,
} from './calendar-feed.service';

const NOT_FOUND = 'No such calendar.';

/** If-None-Match names this copy (RFC 9110 13.1.2: a list, weak tags compared weakly, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '');
    return bare === '*' || bare === etag;
  });
}

/**
 * The private calendar feed (docs/connections.md "Calendar feed"): the Profile tab makes, shows and
 * revokes the link; calendar apps fetch `/calendar/<token>.ics`, where the token is the only key
 * and opens nothing else. Not an API call, so not a contracts definition: it needs no session and
 * answers iCalendar text, never JSON, to the apps that fetch it.
 */
export const calendarFeedRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  // Read at each call: with PORT=0 the server learns its own address only once it listens.
  const at = () => ({ now: app.clock.now(), publicUrl: app.config.publicUrl });

  serve(app, routes.getCalendarFeed, async (request) =>
    calendarFeedStatus(db, signedInAgent(request).id),
  );

  serve(app, routes.createCalendarFeed, async (request) =>
    createCalendarFeed(db, signedInAgent(request).id, at()),
  );

  serve(app, routes.revokeCalendarFeed, async (request) => {
    await revokeCalendarFeed(db, signedInAgent(request).id);
  });

  app.get<{ Params: { token: string } }>(
    '/calendar/:token.ics',
    { config: { public: true } },
    async (request, reply) => {
      const { token } = request.params;
      const agentId = await feedOwner(db, token);
      if (!agentId) {
        if (!(await takePoint(app.rateLimits.calendarFeedMissesByIp, request.ip))) {
          throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute.');
        }
        throw new AppError('NOT_FOUND', NOT_FOUND);
      }
      if (!(await takePoint(app.rateLimits.calendarFeedByLink, agentId))) {
        throw new AppError('RATE_LIMITED', 'This calendar was fetched too often. Try again later.');
      }
      const feed = await calendarFeed(db, agentId, at());
      reply
        .header('cache-control', `private, max-age=${FEED_REFRESH_MINUTES * 60}`)
        .header('etag', feed.etag);
      if (matches(request.headers['if-none-match'], feed.etag)) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(feed.text());
    },
  );
};
