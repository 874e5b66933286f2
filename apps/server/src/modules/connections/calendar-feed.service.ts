import { createHash } from 'node:crypto';
import type { CalendarFeedLink, CalendarFeedStatus } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import { followUpCalendarDays } from '../follow-up';
import { followUpEvent, MAX_FEED_EVENTS } from './calendar-feed-events';
import { type IcsEvent, icsCalendar } from './calendar-feed-ics';

/** How often calendar apps are asked to fetch the feed again; its Cache-Control says the same. */
export const FEED_REFRESH_MINUTES = 60;

/** A feed token as `randomToken()` makes it: 32 random bytes, base64url. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The link's two spellings: `webcal://` opens the calendar app, `https://` pastes anywhere. */
export function feedUrls(publicUrl: string, token: string) {
  const httpsUrl = new URL(`/calendar/${token}.ics`, publicUrl).toString();
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') };
}

/** Whether this agent has a live link, and since when. */
export async function calendarFeedStatus(
  db: Database,
  agentId: string,
): Promise<CalendarFeedStatus> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.agentId, agentId));
  return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** A new link for this agent, replacing any earlier one; the token is answered here only. */
export async function createCalendarFeed(
  db: Database,
  agentId: string,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<CalendarFeedLink> {
  const token = randomToken();
  await db
    .insert(calendarFeeds)
    .values({ agentId, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.agentId,
      set: { tokenHash: hashToken(token), createdAt: now },
    });
  return { ...feedUrls(publicUrl, token), createdAt: now.toISOString() };
}

/** Revokes this agent's link, if any: its feed is not found from then on. */
export async function revokeCalendarFeed(db: Database, agentId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.agentId, agentId));
}

/** The agent a feed token belongs to, or null; a malformed token is simply not found. */
export async function feedOwner(db: Database, token: string): Promise<string | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const [feed] = await db
    .select({ agentId: calendarFeeds.agentId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return feed?.agentId ?? null;
}

export interface Feed {
  /** A strong validator of the events, the same as long as they are (not the DTSTAMPs). */
  etag: string;
  text: () => string;
}

/** This agent's feed: each lead's follow-up day due, at most MAX_FEED_EVENTS of them. */
export async function calendarFeed(
  db: Database,
  agentId: string,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<Feed> {
  const due = await followUpCalendarDays(db, agentId, now);
  const events: IcsEvent[] = due.slice(0, MAX_FEED_EVENTS).map((d) => followUpEvent(d, publicUrl));
  const digest = createHash('sha256').update(JSON.stringify(events)).digest('base64url');
  return {
    etag: `"${digest}"`,
    text: () =>
      icsCalendar({
        prodId: '-//Porchlight//Follow-up calendar//EN',
        name: 'Porchlight follow-up',
        refreshMinutes: FEED_REFRESH_MINUTES,
        stamp: now,
        events,
      }),
  };
}
