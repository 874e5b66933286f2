import { z } from 'zod';

/**
 * The agent's private calendar feed as the Profile tab sees it (docs/connections.md "Calendar
 * feed"): whether a link is live and since when. The link itself is shown once, when it is made.
 */
export const CalendarFeedStatus = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;

/** A new link, answered once: `webcal://…/calendar/<token>.ics` and the same address in https. */
export const CalendarFeedLink = z.object({
  webcalUrl: z.string().startsWith('webcal://'),
  httpsUrl: z.url(),
  createdAt: z.iso.datetime(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLink>;
