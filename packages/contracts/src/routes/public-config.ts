// The server's public settings call (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getPublicConfig = defineRoute({
  method: 'GET',
  path: '/api/config',
  public: true,
  answer: 'PublicConfig',
});
