import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { takePoint } from '../../plugins/rate-limits';
import { sendMail } from '../mail';
import { referralInviteEmail } from './referral-emails';
import { addReferral, findReferrer, listReferrals, referralLink } from './referrals.service';

/** "maria de la cruz" → "Maria": the first name, as a greeting writes it. */
function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? name;
  return first.charAt(0).toUpperCase() + first.slice(1);
}

/**
 * Referrals (docs/rewards.md "Referrals"): the agent's link, the people it referred, and the
 * invitations it mails.
 */
export const referralsRoutes: FastifyPluginAsync = async (app) => {
  const tooMany = async (agentId: string) => {
    if (await takePoint(app.rateLimits.referralsByAgent, agentId)) return;
    throw new AppError(
      'RATE_LIMITED',
      'You have sent 20 invitations today, the most a day allows. Please try again tomorrow.',
    );
  };

  serve(app, routes.getReferralLink, async (request) =>
    referralLink(app.database.db, signedInAgent(request).id, app.config.publicUrl),
  );

  serve(app, routes.getReferrals, async (request) =>
    listReferrals(app.database.db, signedInAgent(request).id),
  );

  serve(app, routes.createReferral, async (request, reply) => {
    const agentId = signedInAgent(request).id;
    await tooMany(agentId);
    const { referral, created } = await addReferral(app.database.db, {
      agentId,
      email: request.body.referredEmail,
      now: app.clock.now(),
    });
    // Already referred: its referral as it is, with 200 instead of the definition's 201.
    if (!created) reply.code(200);
    return referral;
  });

  serve(app, routes.sendReferralInvite, async (request) => {
    const agentId = signedInAgent(request).id;
    await tooMany(agentId);
    const { referredEmail, referrerName } = request.body;
    const link = await referralLink(app.database.db, agentId, app.config.publicUrl);
    // The referral and its mail commit together: no invitation for a referral that failed.
    return withTransaction(app.database.pool, async ({ db, client }) => {
      const added = await addReferral(db, {
        agentId,
        email: referredEmail,
        now: app.clock.now(),
      });
      const mail = referralInviteEmail({
        to: referredEmail,
        referrerName,
        link: link.referralLink,
      });
      await sendMail(app.jobs, mail, client);
      return added.referral;
    });
  });

  serve(app, routes.checkReferralCode, async (request) => {
    if (!(await takePoint(app.rateLimits.referralCodeByIp, request.ip))) {
      throw new AppError('RATE_LIMITED', 'Too many checks. Please wait a minute.');
    }
    const referrer = await findReferrer(app.database.db, request.params.code);
    // The first name only: enough to recognise a colleague, no more about the account.
    const referrerName = referrer ? firstName(referrer.name) : null;
    return { valid: referrer !== null, referrerName };
  });
};
