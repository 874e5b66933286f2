// What the OpenAPI document says of each bulk leads call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import { BULK_PURCHASE } from '../../credit-rules';
import * as routes from '../bulk-leads';
import { documented } from './documented';

export const bulkLeadsDocs = documented(routes, {
  countBulkLeads: {
    summary: 'How many leads a bulk search could deliver to the agent (up to 1000)',
    tags: ['bulk-leads'],
    errors: ['VALIDATION_ERROR', 'RATE_LIMITED', 'LEAD_SOURCE_UNAVAILABLE'],
  },
  purchaseBulkLeads: {
    summary: `Buy ${BULK_PURCHASE.leads} leads of a bulk search for ${BULK_PURCHASE.credits} credits, charged per lead delivered (Idempotency-Key header)`,
    tags: ['bulk-leads'],
    errors: [
      'VALIDATION_ERROR',
      'INSUFFICIENT_CREDITS',
      'LIMITED_AVAILABILITY',
      'CONFLICT',
      'LEAD_SOURCE_UNAVAILABLE',
    ],
  },
  purchaseLeadPackage: {
    summary:
      "A lead package from the agent's own criteria: 25 for 25 credits or 50 for 100, charged per lead delivered (Idempotency-Key header)",
    tags: ['bulk-leads'],
    errors: [
      'VALIDATION_ERROR',
      'CRITERIA_NOT_SET',
      'INSUFFICIENT_CREDITS',
      'CONFLICT',
      'LEAD_SOURCE_UNAVAILABLE',
    ],
  },
});
