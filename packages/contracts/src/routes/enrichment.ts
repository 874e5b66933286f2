// The enrichment calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const enrichLead = defineRoute({
  method: 'POST',
  path: '/api/leads/:leadId/enrich',
  params: 'LeadIdParams',
  body: 'EnrichRequest',
  answer: 'EnrichResponse',
});
