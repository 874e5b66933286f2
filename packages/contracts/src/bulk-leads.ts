import { z } from 'zod';
import {
  BULK_BEDROOMS,
  BULK_MAX_PRICES,
  BULK_MAX_ZIPS,
  BULK_MESSAGES,
  BULK_MIN_PRICES,
  splitZips,
} from './credit-rules';
import { SELLER_TYPE_VALUES } from './seller-types';

const agentId = z.uuid('agentId must be an agent id');

/**
 * Where the bulk list comes from (docs/credits.md "Bulk lists"): zips (comma-separated) or a city
 * and state. The other kind's fields may come along blank, as the wizard keeps both.
 */
export const BulkLocation = z
  .object({
    type: z.enum(['zip', 'city'], "type must be 'zip' or 'city'"),
    zip: z.string().max(200).optional(),
    city: z.string().max(100).optional(),
    state: z.string().max(50).optional(),
  })
  .superRefine((location, ctx) => {
    if (location.type === 'zip') {
      const zips = splitZips(location.zip ?? '');
      const problem =
        zips.length === 0
          ? BULK_MESSAGES.zipRequired
          : zips.some((zip) => !/^\d{5}$/.test(zip))
            ? BULK_MESSAGES.zipFormat
            : zips.length > BULK_MAX_ZIPS
              ? BULK_MESSAGES.tooManyZips
              : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['zip'], message: problem });
      return;
    }
    if (!location.city?.trim() || !location.state?.trim()) {
      const path = location.city?.trim() ? 'state' : 'city';
      ctx.addIssue({ code: 'custom', path: [path], message: BULK_MESSAGES.cityStateRequired });
    }
  });
export type BulkLocation = z.infer<typeof BulkLocation>;

/** The optional filters (docs/credits.md "Bulk lists"); a maxPrice of 0 is no maximum. */
export const BulkFilters = z.object({
  bedrooms: z.literal(BULK_BEDROOMS, 'bedrooms must be 1 to 4').nullish(),
  minPrice: z.literal(BULK_MIN_PRICES, 'minPrice must be 100000, 250000 or 500000').nullish(),
  maxPrice: z
    .literal(BULK_MAX_PRICES, 'maxPrice must be 600000, 750000, 1000000 or 0 (no maximum)')
    .nullish(),
});
export type BulkFilters = z.infer<typeof BulkFilters>;

const bulkSearch = {
  agentId,
  quicklist: z.enum(SELLER_TYPE_VALUES, BULK_MESSAGES.leadTypeRequired),
  location: BulkLocation,
  filters: BulkFilters.default({}),
};

/** POST /api/leads/bulk-count: how many leads this search could deliver to the agent. */
export const BulkCountRequest = z.object(bulkSearch);
export type BulkCountRequest = z.input<typeof BulkCountRequest>;

/** `available` counts up to BULK_COUNT_CAP: enough to say "at least 25" and "about how many". */
export const BULK_COUNT_CAP = 1000;
export const BulkCountResponse = z.object({ available: z.number().int().min(0) });
export type BulkCountResponse = z.infer<typeof BulkCountResponse>;

/**
 * POST /api/leads/bulk-purchase: 25 leads for 25 credits. `continueSession` tops up the agent's
 * last partial purchase of the same search instead of starting a new one. The request also
 * carries an `Idempotency-Key` header: a retry with the same key has one effect and one answer.
 */
export const BulkPurchaseRequest = z.object({
  ...bulkSearch,
  continueSession: z.boolean().default(false),
});
export type BulkPurchaseRequest = z.input<typeof BulkPurchaseRequest>;

/**
 * A purchase's answer (docs/credits.md "Paying per lead delivered"), for the bulk wizard and the
 * lead packages alike. `leadsCount` arrived in this call and were charged; `totalDelivered` counts
 * the whole purchase; `available` is what the search still had when this call began.
 */
export const BulkPurchaseResponse = z.object({
  available: z.number().int().min(0),
  status: z.enum(['complete', 'partial']),
  leadsCount: z.number().int().min(0),
  duplicatesSkipped: z.number().int().min(0),
  totalDelivered: z.number().int().min(0),
  remainingNeeded: z.number().int().min(0),
  remainingAvailable: z.number().int().min(0),
  canGetMore: z.boolean(),
  creditsSpent: z.number().int().min(0),
  credits: z.number().int().min(0),
});
export type BulkPurchaseResponse = z.infer<typeof BulkPurchaseResponse>;

/** The header every spend carries. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
