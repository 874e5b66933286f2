import type { SupportContactRequest } from '@porchlight/contracts';
import { easternDay } from '@porchlight/contracts';
import type pg from 'pg';
import { supportMessages, supportReceipts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Jobs } from '../../plugins/jobs';
import { emailLimitKey, type RateLimits, takePoint } from '../../plugins/rate-limits';
import { sendMail } from '../mail';
import { supportReceiptEmail, supportTeamEmail } from './support-emails';

/**
 * A Support page message (docs/accounts.md "Support form"): within the IP's and the sender's hourly
 * limits, it is stored and mailed to the support team, with a receipt to the sender, all in one
 * transaction (no mail for a message that was not kept, no kept message without its mails). The
 * receipt goes to an address at most once per ET day (a row in support_receipts claims it), so the
 * form cannot be used to mail a stranger over and over.
 */
export async function sendSupportMessage({
  pool,
  jobs,
  limits,
  supportEmail,
  request,
  agentId,
  ip,
  now,
}: {
  pool: pg.Pool;
  jobs: Jobs;
  limits: RateLimits;
  supportEmail: string;
  request: SupportContactRequest;
  agentId: string | null;
  ip: string;
  now: Date;
}): Promise<{ id: string }> {
  if (!(await takePoint(limits.supportByIp, ip))) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many support messages were sent from your network in the last hour. Please try again later, or email us at ${supportEmail}.`,
    );
  }
  if (!(await takePoint(limits.supportByEmail, emailLimitKey(request.email)))) {
    throw new AppError(
      'RATE_LIMITED',
      `You have sent ${limits.supportByEmail.points} support messages in the last hour, the most an hour allows. We will answer them soon; please try again later.`,
    );
  }
  return withTransaction(pool, async ({ db, client }) => {
    const [stored] = await db
      .insert(supportMessages)
      .values({ ...request, agentId, ip, createdAt: now })
      .returning({ id: supportMessages.id });
    if (!stored) throw new Error('support message not stored');
    await sendMail(
      jobs,
      supportTeamEmail({ to: supportEmail, id: stored.id, request, agentId }),
      client,
    );
    const to = emailLimitKey(request.email);
    const [firstToday] = await db
      .insert(supportReceipts)
      .values({ email: to, day: easternDay(now) })
      .onConflictDoNothing()
      .returning({ email: supportReceipts.email });
    if (firstToday) {
      await sendMail(
        jobs,
        supportReceiptEmail({
          to: request.email,
          id: stored.id,
          name: request.name,
          supportEmail,
        }),
        client,
      );
    }
    return { id: stored.id };
  });
}
