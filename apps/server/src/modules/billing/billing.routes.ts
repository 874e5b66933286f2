import { PublicConfig } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['billing'];

/** Billing (account.md §4, §7): the mode this server runs in. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing } = app.config;
  const config: PublicConfig = {
    billing: { enabled: billing !== null, publishableKey: billing?.publishableKey ?? null },
  };

  app.get(
    '/api/config',
    {
      config: { public: true },
      schema: {
        summary:
          "This server's public settings: whether billing is on, and Stripe's publishable key",
        tags,
        response: { 200: PublicConfig },
      },
    },
    async () => config,
  );
};
