import { BULK_COUNT_CAP, BULK_PURCHASE, LEAD_PACKAGES } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { IdempotentRequest } from '../../lib/idempotency';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { takePoint } from '../../plugins/rate-limits';
import { findCriteriaRow, toSearchCriteria } from '../criteria';
import { askLeadSource, heldSince, oneAtATimePerKey } from '../daily-leads';
import { bulkDescription, bulkSearches } from './bulk-search';
import { type PurchaseOrder, purchaseLeads } from './purchase.service';
import { remainingFrom } from './purchase-plan';

/**
 * Leads bought with credits (docs/credits.md "Bulk lists" and "Lead packages"): the bulk
 * wizard's count and purchase, and the packages from the agent's criteria.
 */
export const bulkLeadsRoutes: FastifyPluginAsync = async (app) => {
  const exclusivityDays = app.config.LEAD_EXCLUSIVITY_DAYS;
  // An agent's purchases in turn within a process: each plans from what the one before left.
  const onePurchasePerAgent = oneAtATimePerKey();

  // serve() read the Idempotency-Key and answered a key already used (`idempotencyKey: true`).
  const purchase = (
    { agentId, idempotency }: { agentId: string; idempotency: IdempotentRequest },
    continueSession: boolean,
  ) => {
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

  serve(app, routes.countBulkLeads, async (request) => {
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
  });

  serve(app, routes.purchaseBulkLeads, async (request, _reply, extras) =>
    purchase(
      extras,
      request.body.continueSession,
    )({
      kind: 'bulk',
      searches: bulkSearches(request.body),
      ...BULK_PURCHASE,
      describe: (delivered) => bulkDescription(request.body, delivered),
    }),
  );

  serve(app, routes.purchaseLeadPackage, async (request, _reply, extras) => {
    const buy = purchase(extras, request.body.continueSession ?? false);
    const row = await findCriteriaRow(app.database.db, extras.agentId);
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
  });
};
