import { RegistrationData } from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import { accountClaims, agents } from '../../db/schema';
import { pgErrorCode, withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { creditReferralOf } from '../referrals';
import type { FollowedLink } from './confirm-email.service';
import { usableLink } from './link-tokens';
import { createAccount, EmailTaken } from './registration.service';
import { unconfirmedNeverPaid } from './unconfirmed-accounts';

const TAKEN = 'This email address already has a confirmed account. Sign in instead.';
const INVALID_LINK = 'This confirmation link is invalid or has expired.';

/**
 * A link from `mailAccountClaim`, followed: the mailbox is proven, so in one transaction the
 * unconfirmed, never-paid account of the address (if it still is one) is deleted with all its
 * data, and the kept signup becomes the account, confirmed. The old row is locked first, so a
 * confirmation or payment at the same moment either lands before (and the claim is refused with
 * EMAIL_TAKEN) or finds the account gone. An account confirmed or paying is never replaced.
 */
export async function replaceWithClaim(link: FollowedLink): Promise<void> {
  const { now } = link;
  await withTransaction(link.pool, async ({ db }) => {
    const [claim] = await db
      .update(accountClaims)
      .set({ usedAt: now })
      .where(usableLink(accountClaims, link.token, now))
      .returning();
    if (!claim) throw new AppError('INVALID_CONFIRMATION_TOKEN', INVALID_LINK, { field: 'token' });
    const { rows } = await db.execute<{ id: string; replaceable: boolean }>(sql`
      select agents.id, ${unconfirmedNeverPaid(agents.id)} as replaceable from agents
      where lower(agents.email) = lower(${claim.email}) for update of agents`);
    const [held] = rows;
    if (held && !held.replaceable) throw taken();
    if (held) await db.delete(agents).where(eq(agents.id, held.id));
    const signup = RegistrationData.parse(claim.signup);
    const agentId = await createAccount({
      db,
      signup,
      passwordHash: claim.passwordHash,
      now,
    }).catch((error: unknown) => {
      throw pgErrorCode(error) === '23505' || error instanceof EmailTaken ? taken() : error;
    });
    await db.update(agents).set({ emailConfirmedAt: now }).where(eq(agents.id, agentId));
    if (link.creditsReferral) await creditReferralOf(db, agentId, now, { billing: 'off' });
  });
}

function taken(): AppError {
  return new AppError('EMAIL_TAKEN', TAKEN, { field: 'token' });
}
