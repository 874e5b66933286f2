import { Credits } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAgentByEmail } from '../../db/agent-by-email';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { earnCredits } from '../credits';

const GrantCredits = z.object({
  email: z.email('email must be an email address'),
  amount: z.number().int().min(1).max(10_000).describe('Credits to add, 1 to 10,000'),
});

/**
 * Grants credits to an account (an `other` ledger row), so a developer can try the packages and
 * the bulk wizard, as /dev/clock lets them try tomorrow. Loopback only, never in production.
 */
export const devCreditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/credits',
    { schema: { tags: ['dev'], body: GrantCredits, response: { 200: Credits } } },
    async (request) =>
      withTransaction(app.database.pool, async ({ db }) => {
        const agent = await findAgentByEmail({ db, email: request.body.email });
        if (!agent) throw new AppError('NOT_FOUND', 'No account has this email.');
        const credits = await earnCredits(db, {
          agentId: agent.id,
          amount: request.body.amount,
          source: 'other',
          description: `Developer grant: ${request.body.amount} credits`,
          now: app.clock.now(),
        });
        return { credits };
      }),
  );
};
