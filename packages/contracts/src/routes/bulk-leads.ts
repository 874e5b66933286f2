// The bulk-leads calls (docs/architecture.md "Routes").
import { BULK_PURCHASE } from '../credit-rules';
import { defineRoute } from './define-route';

export const countBulkLeads = defineRoute({
  method: 'POST',
  path: '/api/leads/bulk-count',
  body: 'BulkCountRequest',
  answer: 'BulkCountResponse',
  errors: ['VALIDATION_ERROR', 'RATE_LIMITED', 'LEAD_SOURCE_UNAVAILABLE'],
  summary: 'How many leads a bulk search could deliver to the agent (up to 1000)',
  tags: ['bulk-leads'],
});

export const purchaseBulkLeads = defineRoute({
  method: 'POST',
  path: '/api/leads/bulk-purchase',
  idempotencyKey: true,
  body: 'BulkPurchaseRequest',
  answer: 'BulkPurchaseResponse',
  errors: [
    'VALIDATION_ERROR',
    'INSUFFICIENT_CREDITS',
    'LIMITED_AVAILABILITY',
    'CONFLICT',
    'IDEMPOTENCY_KEY_REUSED',
    'LEAD_SOURCE_UNAVAILABLE',
  ],
  summary: `Buy ${BULK_PURCHASE.leads} leads of a bulk search for ${BULK_PURCHASE.credits} credits, charged per lead delivered (Idempotency-Key header)`,
  tags: ['bulk-leads'],
});

export const purchaseLeadPackage = defineRoute({
  method: 'POST',
  path: '/api/leads/purchase/:agentId',
  idempotencyKey: true,
  params: 'AgentIdParams',
  body: 'LeadPackageRequest',
  answer: 'BulkPurchaseResponse',
  errors: [
    'VALIDATION_ERROR',
    'CRITERIA_NOT_SET',
    'INSUFFICIENT_CREDITS',
    'CONFLICT',
    'IDEMPOTENCY_KEY_REUSED',
    'LEAD_SOURCE_UNAVAILABLE',
  ],
  summary:
    "A lead package from the agent's own criteria: 25 for 25 credits or 50 for 100, charged per lead delivered (Idempotency-Key header)",
  tags: ['bulk-leads'],
});
