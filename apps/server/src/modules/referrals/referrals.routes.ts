import {
  AgentIdParams,
  ApiError,
  CreateReferralRequest,
  Referral,
  ReferralCodeCheck,
  ReferralCodeParams,
  ReferralLink,
  Referrals,
  SendReferralInviteRequest,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { signedInAgent } from '../../plugins/auth';
import { takePoint } from '../../plugins/rate-limits';
import { sendMail } from '../mail';
import { referralInviteEmail } from './referral-emails';
import { addReferral, findReferrer, listReferrals, referralLink } from './referrals.service';

const tags = ['referrals'];

/** "maria de la cruz" → "Maria": the first name, as a greeting writes it. */
function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? name;
  return first.charAt(0).toUpperCase() + first.slice(1);
}
const refusals = { 400: ApiError, 409: ApiError, 429: ApiError };

/**
 * Referrals (docs/rewards.md "Referrals"): the agent's link, the people it referred, and the
 * invitations it mails.
 */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tooMany = async (agentId: string) => {
    if (await takePoint(app.rateLimits.referralsByAgent, agentId)) return;
    throw new AppError(
      'RATE_LIMITED',
      'You have sent 20 invitations today, the most a day allows. Please try again tomorrow.',
    );
  };

  app.get(
    '/api/referrals/link/:agentId',
    {
      schema: {
        summary: "The agent's referral code and the registration link that carries it",
        tags,
        params: AgentIdParams,
        response: { 200: ReferralLink },
      },
    },
    async (request) =>
      referralLink(app.database.db, signedInAgent(request).id, app.config.publicUrl),
  );

  app.get(
    '/api/referrals/:agentId',
    {
      schema: {
        summary: 'Your Referrals: joined and pending counts, and the latest 5',
        tags,
        params: AgentIdParams,
        response: { 200: Referrals },
      },
    },
    async (request) => listReferrals(app.database.db, signedInAgent(request).id),
  );

  app.post(
    '/api/referrals',
    {
      schema: {
        summary: 'Refer someone by email: both earn the credits when they sign up with it',
        tags,
        body: CreateReferralRequest,
        response: { 200: Referral, 201: Referral, ...refusals },
      },
    },
    async (request, reply) => {
      const agentId = signedInAgent(request).id;
      await tooMany(agentId);
      const { referral, created } = await addReferral(app.database.db, {
        agentId,
        email: request.body.referredEmail,
        now: app.clock.now(),
      });
      return reply.status(created ? 201 : 200).send(referral);
    },
  );

  app.post(
    '/api/send-referral-invite',
    {
      schema: {
        summary: 'Refer someone by email and mail them the invitation with the link',
        tags,
        body: SendReferralInviteRequest,
        response: { 201: Referral, ...refusals },
      },
    },
    async (request, reply) => {
      const agentId = signedInAgent(request).id;
      await tooMany(agentId);
      const { referredEmail, referrerName } = request.body;
      const link = await referralLink(app.database.db, agentId, app.config.publicUrl);
      // The referral and its mail commit together: no invitation for a referral that failed.
      const referral = await withTransaction(app.database.pool, async ({ db, client }) => {
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
      return reply.status(201).send(referral);
    },
  );

  app.get(
    '/api/referral-codes/:code',
    {
      config: { public: true },
      schema: {
        summary: 'Whose referral link a visitor arrived with (valid: false for an unknown code)',
        tags,
        params: ReferralCodeParams,
        response: { 200: ReferralCodeCheck, 429: ApiError },
      },
    },
    async (request) => {
      if (!(await takePoint(app.rateLimits.referralCodeByIp, request.ip))) {
        throw new AppError('RATE_LIMITED', 'Too many checks. Please wait a minute.');
      }
      const referrer = await findReferrer(app.database.db, request.params.code);
      // The first name only: enough to recognise a colleague, no more about the account.
      const referrerName = referrer ? firstName(referrer.name) : null;
      return { valid: referrer !== null, referrerName };
    },
  );
};
