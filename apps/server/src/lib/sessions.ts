import { addDays, addHours } from 'date-fns';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { sessions } from '../db/schema';
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

/** The agent a cookie's token signs in, sliding its 30-day expiry; null when unknown or expired. */
export async function resolveSession({
  db,
  token,
  now,
}: {
  db: Database;
  token: string;
  now: Date;
}): Promise<{ agentId: string; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const [session] = await sessionByToken(db).execute({ tokenHash, now: now.toISOString() });
  if (!session) return null;
  const slid = addDays(now, SESSION_DAYS);
  if (addHours(session.expiresAt, SLIDE_EVERY_HOURS) < slid) {
    await db.update(sessions).set({ expiresAt: slid }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { agentId: session.agentId, tokenHash };
}

export async function deleteSession({ db, token }: { db: Database; token: string }) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
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
