// The bulk-leads calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const countBulkLeads = defineRoute({
  method: 'POST',
  path: '/api/leads/bulk-count',
  body: 'BulkCountRequest',
  answer: 'BulkCountResponse',
});

export const purchaseBulkLeads = defineRoute({
  method: 'POST',
  path: '/api/leads/bulk-purchase',
  idempotencyKey: true,
  body: 'BulkPurchaseRequest',
  answer: 'BulkPurchaseResponse',
});

export const purchaseLeadPackage = defineRoute({
  method: 'POST',
  path: '/api/leads/purchase/:agentId',
  idempotencyKey: true,
  params: 'AgentIdParams',
  body: 'LeadPackageRequest',
  answer: 'BulkPurchaseResponse',
});
