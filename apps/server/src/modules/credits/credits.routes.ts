import { AgentIdParams, Credits, CreditTransactions } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAgent } from '../../plugins/auth';
import { readCredits, recentTransactions } from './ledger';

const tags = ['credits'];

/** The Lead Wallet's reads (docs/credits.md "Lead wallet"): balance and newest transactions. */
export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/credits/:agentId',
    {
      schema: {
        summary: "The agent's lead credits",
        tags,
        params: AgentIdParams,
        response: { 200: Credits },
      },
    },
    async (request) => ({
      credits: await readCredits(app.database.db, signedInAgent(request).id),
    }),
  );

  app.get(
    '/api/credits/:agentId/transactions',
    {
      schema: {
        summary: "The agent's 10 newest credit transactions, newest first",
        tags,
        params: AgentIdParams,
        response: { 200: CreditTransactions },
      },
    },
    async (request) => recentTransactions(app.database.db, signedInAgent(request).id),
  );
};
