// The health calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getHealth = defineRoute({
  method: 'GET',
  path: '/api/health',
  public: true,
  answer: 'HealthResponse',
  // Listed although any call may answer it: here it is the answer the check exists to give.
});
