// What the OpenAPI document says of each public config call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../public-config';
import { documented } from './documented';

export const publicConfigDocs = documented(routes, {
  getPublicConfig: {
    summary:
      "This server's public settings: billing (and Stripe's publishable key), postcard mailing, the support contacts, the partner's page",
    tags: ['system'],
  },
});
