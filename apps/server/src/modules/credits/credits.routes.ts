import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { readCredits, recentTransactions } from './ledger';

/** The Lead Wallet's reads (docs/credits.md "Lead wallet"): balance and newest transactions. */
export const creditsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.getCredits, async (request) => ({
    credits: await readCredits(app.database.db, signedInAgent(request).id),
  }));

  serve(app, routes.getCreditTransactions, async (request) =>
    recentTransactions(app.database.db, signedInAgent(request).id),
  );
};
