import { z } from 'zod';
import { CREDIT_SOURCES, CREDIT_TRANSACTION_TYPES, LEAD_PACKAGE_SIZES } from './credit-rules';

/** GET /api/credits/{agentId}: the balance, never negative. */
export const Credits = z.object({ credits: z.number().int().min(0) });
export type Credits = z.infer<typeof Credits>;

/** One ledger row (docs/credits.md "Ledger"). */
export const CreditTransaction = z.object({
  id: z.string(),
  type: z.enum(CREDIT_TRANSACTION_TYPES),
  amount: z.number().int().positive(),
  description: z.string(),
  source: z.enum(CREDIT_SOURCES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CreditTransaction = z.infer<typeof CreditTransaction>;

/** GET /api/credits/{agentId}/transactions: the newest first, at most 10. */
export const CreditTransactions = z.array(CreditTransaction);
export type CreditTransactions = z.infer<typeof CreditTransactions>;

/**
 * POST /api/leads/purchase/{agentId}: a lead package from the agent's own criteria. A client may
 * also send `creditsRequired`; it is accepted and ignored (the price is the server's).
 */
export const LeadPackageRequest = z.object({
  packageSize: z.literal(
    LEAD_PACKAGE_SIZES,
    `packageSize must be one of ${LEAD_PACKAGE_SIZES.join(', ')}`,
  ),
  creditsRequired: z.number().optional(),
  continueSession: z.boolean().optional(),
});
export type LeadPackageRequest = z.infer<typeof LeadPackageRequest>;
