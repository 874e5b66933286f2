import { addDays, addHours } from 'date-fns';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { sessions } from '../db/schema';
import type { KnownSession, SessionCache } from './session-cache';
import { hashToken, randomToken } from './tokens';

export const SESSION_COOKIE = 'porchlight_session';
export const SESSION_DAYS = 30;
/** A session's expiry slides forward at most once an hour, not on every request. */
const SLIDE_EVERY_HOURS = 1;

/** A fresh random token for this agent; the database keeps only its hash. */
export async function createSession({
  db,
  agentId,
  now,
}: {
  db: Database;
  agentId: string;
  now: Date;
}): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    agentId,
    createdAt: now,
    expiresAt: addDays(now, SESSION_DAYS),
  });
  return token;
}

const sessionByToken = preparedOnce((db) =>
  db
    .select({ agentId: sessions.agentId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_by_token'),
);

/** A signed-in browser: its agent, and its token's hash (a password change keeps this one). */
export interface SignedInSession {
  agentId: string;
  tokenHash: string;
}

/**
 * The agent a cookie's token signs in, sliding its 30-day expiry; null when unknown or expired.
 * A session this process remembers costs no round trip (but for the hourly slide); its expiry
 * is still checked against the clock, so it is never trusted past it.
 */
export async function resolveSession({
  db,
  cache,
  token,
  now,
}: {
  db: Database;
  cache: SessionCache;
  token: string;
  now: Date;
}): Promise<SignedInSession | null> {
  const tokenHash = hashToken(token);
  const known = cache.known(tokenHash);
  if (known) {
    if (known.expiresAt <= now) {
      cache.ended([tokenHash]);
      return null;
    }
    return slide({ db, cache, tokenHash, session: known, now });
  }
  const readStartedAt = cache.readStarted();
  const [session] = await sessionByToken(db).execute({ tokenHash, now: now.toISOString() });
  if (!session) return null;
  cache.remember(tokenHash, session, readStartedAt);
  return slide({ db, cache, tokenHash, session, now });
}

/** Moves the expiry to 30 days from now, at most once an hour; null if the session is gone. */
async function slide({
  db,
  cache,
  tokenHash,
  session,
  now,
}: {
  db: Database;
  cache: SessionCache;
  tokenHash: string;
  session: KnownSession;
  now: Date;
}): Promise<SignedInSession | null> {
  const slid = addDays(now, SESSION_DAYS);
  if (addHours(session.expiresAt, SLIDE_EVERY_HOURS) < slid) {
    const moved = await db
      .update(sessions)
      .set({ expiresAt: slid })
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .returning({ agentId: sessions.agentId });
    if (moved.length === 0) {
      cache.ended([tokenHash]);
      return null;
    }
    cache.extended(tokenHash, slid);
  }
  return { agentId: session.agentId, tokenHash };
}

/** Signs this browser out; false when its session was already gone. */
export async function deleteSession({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length > 0;
}

/** Signs the agent out everywhere, except (optionally) the browser making the change. */
export async function revokeSessions({
  db,
  agentId,
  keepTokenHash,
}: {
  db: Database;
  agentId: string;
  keepTokenHash?: string;
}) {
  const others = keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined;
  await db.delete(sessions).where(and(eq(sessions.agentId, agentId), others));
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
  });
}
