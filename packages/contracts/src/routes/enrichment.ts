// The enrichment calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const enrichLead = defineRoute({
  method: 'POST',
  path: '/api/leads/:leadId/enrich',
  params: 'LeadIdParams',
  body: 'EnrichRequest',
  answer: 'EnrichResponse',
  errors: ['NOT_FOUND', 'NO_CONTACTS_FOUND', 'ENRICH_LIMIT_REACHED', 'SKIP_TRACE_UNAVAILABLE'],
  summary: 'Skip traces a lead once: more phones and emails for its owner',
  tags: ['enrichment'],
});
