// What the OpenAPI document says of each connections calendar feed call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../connections-calendar-feed';
import { documented } from './documented';

export const connectionsCalendarFeedDocs = documented(routes, {
  getCalendarFeed: {
    summary: "Whether the agent's calendar feed link is live, and since when",
    tags: ['connections'],
  },
  createCalendarFeed: {
    summary: 'Makes a new calendar feed link, shown once; the previous link stops working',
    tags: ['connections'],
  },
  revokeCalendarFeed: {
    summary: 'Revokes the calendar feed link: the feed answers 404 from then on',
    tags: ['connections'],
  },
});
