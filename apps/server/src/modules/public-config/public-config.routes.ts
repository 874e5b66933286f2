import type { PublicConfig } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';

/**
 * What every page may know of this server's settings (docs/settings.md): whether billing is on,
 * whether postcards are mailed, the support contacts, the partner's page and the push key. Its own module: it
 * speaks for several (billing, postcards, support), and none of them owns it.
 */
export const publicConfigRoutes: FastifyPluginAsync = async (app) => {
  const { billing } = app.config;
  // Read per call: with PORT=0 the public URL's port is known only once the server listens.
  const publicConfig = (): PublicConfig => ({
    billing: { enabled: billing !== null, publishableKey: billing?.publishableKey ?? null },
    postcards: { mailing: app.postcards !== null },
    support: { email: app.config.SUPPORT_EMAIL, phone: app.config.SUPPORT_PHONE ?? null },
    partner: { signupUrl: app.config.PARTNER_SIGNUP_URL ?? `${app.config.publicUrl}/register` },
    push: { publicKey: app.config.push?.publicKey ?? null },
  });

  serve(app, routes.getPublicConfig, async () => publicConfig());
};
