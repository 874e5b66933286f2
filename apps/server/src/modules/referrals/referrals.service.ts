import {
  RECENT_REFERRALS,
  type Referral,
  type ReferralLink,
  type Referrals,
  sameEmailIdentity,
} from '@porchlight/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { findAgentByEmail } from '../../db/agent-by-email';
import type { Database } from '../../db/client';
import { agents, referrals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { normalReferralCode } from './referral-code';

const referralColumns = {
  id: referrals.id,
  referredEmail: referrals.referredEmail,
  status: referrals.status,
  creditsAwarded: referrals.creditsAwarded,
  createdAt: referrals.createdAt,
};
type ReferralRow = {
  [K in keyof typeof referralColumns]: (typeof referralColumns)[K]['_']['data'];
};
const toReferral = (row: ReferralRow): Referral => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The agent's code and the registration link that carries it (`/register?ref=CODE`). */
export async function referralLink(
  db: Database,
  agentId: string,
  publicUrl: string,
): Promise<ReferralLink> {
  const [agent] = await db
    .select({ code: agents.referralCode })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) throw new AppError('NOT_FOUND', 'No such agent.');
  const link = new URL('/register', publicUrl);
  link.searchParams.set('ref', agent.code);
  return { referralLink: link.toString(), referralCode: agent.code };
}

/** Your Referrals: how many joined, how many wait, and the latest 5. */
export async function listReferrals(db: Database, agentId: string): Promise<Referrals> {
  const mine = eq(referrals.agentId, agentId);
  const [[counts], latest] = await Promise.all([
    db
      .select({
        successful: sql<number>`count(*) filter (where ${referrals.status} <> 'pending')::int`,
        pending: sql<number>`count(*) filter (where ${referrals.status} = 'pending')::int`,
      })
      .from(referrals)
      .where(mine),
    db
      .select(referralColumns)
      .from(referrals)
      .where(mine)
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(RECENT_REFERRALS),
  ]);
  return {
    successful: counts?.successful ?? 0,
    pending: counts?.pending ?? 0,
    referrals: latest.map(toReferral),
  };
}

/**
 * Records that the agent referred this email (pending until the person signs up). Refused for
 * the agent's own email under any spelling of it (case, +tag, Gmail's dots) and for an email
 * that already has an account; an email already referred by this agent answers its referral as
 * it is (`created: false`).
 */
export async function addReferral(
  db: Database,
  { agentId, email, now }: { agentId: string; email: string; now: Date },
): Promise<{ referral: Referral; created: boolean }> {
  const [me] = await db.select({ email: agents.email }).from(agents).where(eq(agents.id, agentId));
  if (me && sameEmailIdentity(me.email, email)) {
    const message = 'That is your own email address. Invite someone else.';
    throw new AppError('VALIDATION_ERROR', message, {
      field: 'referredEmail',
      fields: { referredEmail: message },
    });
  }
  if (await findAgentByEmail({ db, email })) {
    throw new AppError('EMAIL_TAKEN', 'This person already has a Porchlight account.', {
      field: 'referredEmail',
    });
  }
  const [created] = await db
    .insert(referrals)
    .values({ agentId, referredEmail: email, createdAt: now })
    .onConflictDoNothing()
    .returning(referralColumns);
  if (created) return { referral: toReferral(created), created: true };
  const [existing] = await db
    .select(referralColumns)
    .from(referrals)
    .where(
      and(
        eq(referrals.agentId, agentId),
        eq(sql`lower(${referrals.referredEmail})`, email.toLowerCase()),
      ),
    );
  if (!existing) throw new Error('referral neither inserted nor found');
  return { referral: toReferral(existing), created: false };
}

/** The agent whose code this is, for the registration page's "Invited by". */
export async function findReferrer(db: Database, code: string) {
  const [referrer] = await db
    .select({ id: agents.id, name: agents.name, email: agents.email })
    .from(agents)
    .where(eq(agents.referralCode, normalReferralCode(code)));
  return referrer ?? null;
}

/**
 * At signup, in the signup's transaction: the referral that brought the new agent (the code it
 * arrived with, else the oldest pending referral of its email) is completed, with no credits yet:
 * both sides are credited later, once (creditReferralOf), when the newcomer proves a real account.
 * A referrer whose address is the newcomer's under another spelling is the newcomer: never
 * completed. A referral row can name only one referred agent and a pending row is taken by one
 * conditional update, so a second completion finds nothing to do.
 */
export async function completeReferral(
  db: Database,
  joined: { id: string; email: string; referralCode: string | null; now: Date },
): Promise<boolean> {
  const byCode = joined.referralCode ? await findReferrer(db, joined.referralCode) : null;
  const referrerId =
    byCode && byCode.id !== joined.id && !sameEmailIdentity(byCode.email, joined.email)
      ? byCode.id
      : await oldestInviter(db, joined.email);
  if (!referrerId) return false;
  // The statement names the index's own expression, so the conflict is the agent's row for this email.
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into referrals
      (agent_id, referred_email, created_at, referred_agent_id, status, credits_awarded, completed_at)
    values (${referrerId}, ${joined.email}, ${joined.now.toISOString()}, ${joined.id}, 'completed',
      0, ${joined.now.toISOString()})
    on conflict (agent_id, lower(referred_email)) do update set
      referred_agent_id = excluded.referred_agent_id, status = excluded.status,
      completed_at = excluded.completed_at
    where referrals.status = 'pending' and referrals.agent_id = ${referrerId}
    returning id`);
  return rows.length > 0;
}

/** The agent who first referred this email and is not its owner under another spelling. */
async function oldestInviter(db: Database, email: string): Promise<string | null> {
  const pending = await db
    .select({ agentId: referrals.agentId, inviterEmail: agents.email })
    .from(referrals)
    .innerJoin(agents, eq(agents.id, referrals.agentId))
    .where(
      and(
        eq(sql`lower(${referrals.referredEmail})`, email.toLowerCase()),
        eq(referrals.status, 'pending'),
      ),
    )
    .orderBy(asc(referrals.createdAt), asc(referrals.id));
  const inviter = pending.find((row) => !sameEmailIdentity(row.inviterEmail, email));
  return inviter?.agentId ?? null;
}
