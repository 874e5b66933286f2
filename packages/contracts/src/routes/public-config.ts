// The server's public settings call (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getPublicConfig = defineRoute({
  method: 'GET',
  path: '/api/config',
  public: true,
  answer: 'PublicConfig',
  summary:
    "This server's public settings: billing (and Stripe's publishable key), postcard mailing, the support contacts, the partner's page",
  tags: ['system'],
});
