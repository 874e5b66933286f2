// The version calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getVersion = defineRoute({
  method: 'GET',
  path: '/api/version',
  public: true,
  answer: 'VersionResponse',
});
