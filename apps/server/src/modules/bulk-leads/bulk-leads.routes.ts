import {
  AgentIdParams,
  ApiError,
  BULK_COUNT_CAP,
  BULK_PURCHASE,
  BulkCountRequest,
  BulkCountResponse,
  BulkPurchaseRequest,
  BulkPurchaseResponse,
  LEAD_PACKAGES,
  LeadPackageRequest,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { idempotentRequest } from '../../lib/idempotency';
import { signedInAgent } from '../../plugins/auth';
import { takePoint } from '../../plugins/rate-limits';
import { findCriteriaRow, toSearchCriteria } from '../criteria';
import { askLeadSource, heldSince, oneAtATimePerKey } from '../daily-leads';
import { bulkDescription, bulkSearches } from './bulk-search';
import { type PurchaseOrder, purchaseLeads } from './purchase.service';
import { remainingFrom } from './purchase-plan';

const tags = ['bulk-leads'];
const purchaseErrors = {
  400: ApiError,
  402: ApiError,
  409: ApiError,
  422: ApiError,
  502: ApiError,
};

/**
 * Leads bought with credits (docs/credits.md "Bulk lists" and "Lead packages"): the bulk
 * wizard's count and purchase, and the packages from the agent's criteria.
 */
export const bulkLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const exclusivityDays = app.config.LEAD_EXCLUSIVITY_DAYS;
  // An agent's purchases in turn within a process: each plans from what the one before left.
  const onePurchasePerAgent = oneAtATimePerKey();

  const purchase = (request: Parameters<typeof signedInAgent>[0], continueSession: boolean) => {
    const agentId = signedInAgent(request).id;
    const idempotency = idempotentRequest(request);
    const options = {
      pool: app.database.pool,
      db: app.database.db,
      source: app.leadSource,
      agentId,
      now: app.clock.now(),
      exclusivityDays,
      idempotency,
      continueSession,
    };
    return (order: PurchaseOrder) =>
      onePurchasePerAgent(agentId, () => purchaseLeads(options, order));
  };

  app.post(
    '/api/leads/bulk-count',
    {
      schema: {
        summary: 'How many leads a bulk search could deliver to the agent (up to 1000)',
        tags,
        body: BulkCountRequest,
        response: { 200: BulkCountResponse, 400: ApiError, 429: ApiError, 502: ApiError },
      },
    },
    async (request) => {
      const agentId = signedInAgent(request).id;
      const searches = bulkSearches(request.body);
      if (!(await takePoint(app.rateLimits.bulkCountByAgent, agentId))) {
        throw new AppError('RATE_LIMITED', 'Wait a moment before checking availability again.');
      }
      const viewer = { agentId, heldSince: heldSince(app.clock.now(), exclusivityDays) };
      const available = await askLeadSource(() =>
        remainingFrom(
          { db: app.database.db, source: app.leadSource, viewer },
          searches,
          { searchIndex: 0, cursor: null },
          BULK_COUNT_CAP,
        ),
      );
      return { available };
    },
  );

  app.post(
    '/api/leads/bulk-purchase',
    {
      schema: {
        summary: `Buy ${BULK_PURCHASE.leads} leads of a bulk search for ${BULK_PURCHASE.credits} credits, charged per lead delivered (Idempotency-Key header)`,
        tags,
        body: BulkPurchaseRequest,
        response: { 200: BulkPurchaseResponse, ...purchaseErrors },
      },
    },
    async (request) =>
      purchase(
        request,
        request.body.continueSession,
      )({
        kind: 'bulk',
        searches: bulkSearches(request.body),
        ...BULK_PURCHASE,
        describe: (delivered) => bulkDescription(request.body, delivered),
      }),
  );

  app.post(
    '/api/leads/purchase/:agentId',
    {
      schema: {
        summary:
          "A lead package from the agent's own criteria: 25 for 25 credits or 50 for 100, charged per lead delivered (Idempotency-Key header)",
        tags,
        params: AgentIdParams,
        body: LeadPackageRequest,
        response: { 200: BulkPurchaseResponse, ...purchaseErrors },
      },
    },
    async (request) => {
      const buy = purchase(request, request.body.continueSession ?? false);
      const row = await findCriteriaRow(app.database.db, signedInAgent(request).id);
      const search = toSearchCriteria(row ?? null);
      if (!search) {
        throw new AppError(
          'CRITERIA_NOT_SET',
          'Save your lead criteria first: packages are drawn from them.',
        );
      }
      const pack = LEAD_PACKAGES[request.body.packageSize];
      return buy({
        kind: 'package',
        searches: [search],
        ...pack,
        describe: (delivered) => `Lead package: ${delivered} of ${pack.leads} leads`,
      });
    },
  );
};
