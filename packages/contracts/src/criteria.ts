import { z } from 'zod';
import { SELLER_TYPE_VALUES } from './seller-types';
import { TARGET_AREA_MESSAGES, targetAreaProblem } from './target-area';

export const CRITERIA_MESSAGES = {
  targetAreaRequired: TARGET_AREA_MESSAGES.required,
  zipDigits: TARGET_AREA_MESSAGES.zipDigits,
  areaFormat: TARGET_AREA_MESSAGES.format,
  oneArea: TARGET_AREA_MESSAGES.oneArea,
  sellerTypeRequired: 'Seller type is required',
  maxValue: 'Maximum property value must be greater than minimum property value',
} as const;

/** The Criteria tab's options (docs/leads.md "Criteria"); a saved value outside them shows too. */
export const CRITERIA_MIN_BEDROOMS = [1, 2, 3, 4] as const;
export const CRITERIA_MIN_VALUES = [100_000, 250_000, 500_000, 1_000_000] as const;
export const CRITERIA_MAX_VALUES = [250_000, 500_000, 750_000, 1_000_000, 3_000_000] as const;
export const CRITERIA_PROPERTY_TYPES = ['Residential'] as const;
export const CRITERIA_DEFAULTS = {
  minBedrooms: 1,
  minValue: 100_000,
  maxValue: 250_000,
  propertyType: 'Residential',
} as const;

const bound = z.number().int().min(0).max(100_000_000).nullable();

/** POST /api/criteria/{agentId} (docs/leads.md "Criteria"): the form fields and the arrays. */
export const SaveCriteriaRequest = z
  .object({
    targetArea: z.string().trim().max(100),
    minValue: bound,
    maxValue: bound,
    minBedrooms: z.number().int().min(0).max(20).nullable(),
    sellerType: z.string().min(1, CRITERIA_MESSAGES.sellerTypeRequired),
    propertyType: z.enum(CRITERIA_PROPERTY_TYPES).default('Residential'),
    targetAreas: z.array(z.string().trim().max(100)).max(1, CRITERIA_MESSAGES.oneArea).optional(),
    sellerTypes: z
      .array(z.enum(SELLER_TYPE_VALUES, { message: CRITERIA_MESSAGES.sellerTypeRequired }))
      .max(1)
      .optional(),
    propertyTypes: z.array(z.enum(CRITERIA_PROPERTY_TYPES)).max(1).optional(),
  })
  .superRefine((form, ctx) => {
    // The lead engine's own reading of the area (docs/leads.md "Target area"): what it cannot
    // read is refused here, not saved to leave the agent with no leads.
    const problem = targetAreaProblem(form.targetArea);
    if (problem) ctx.addIssue({ code: 'custom', path: ['targetArea'], message: problem });
    // includes() on a tuple of literals takes only those literals; any string may be asked about.
    if (!SELLER_TYPE_VALUES.includes(form.sellerType as never)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sellerType'],
        message: CRITERIA_MESSAGES.sellerTypeRequired,
      });
    }
    if (form.minValue !== null && form.maxValue !== null && form.maxValue <= form.minValue) {
      ctx.addIssue({ code: 'custom', path: ['maxValue'], message: CRITERIA_MESSAGES.maxValue });
    }
  });
export type SaveCriteriaRequest = z.input<typeof SaveCriteriaRequest>;

/** GET /api/criteria/{agentId}: arrays as stored (the first of each is used); empty when unset. */
export const Criteria = z.object({
  targetAreas: z.array(z.string()),
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  minBedrooms: z.number().nullable(),
  sellerTypes: z.array(z.string()),
  propertyTypes: z.array(z.string()),
});
export type Criteria = z.infer<typeof Criteria>;

/** What GET /api/criteria answers for an agent who never saved any: empty lists, no bounds. */
export const UNSET_CRITERIA: Criteria = {
  targetAreas: [],
  minValue: null,
  maxValue: null,
  minBedrooms: null,
  sellerTypes: [],
  propertyTypes: [],
};

/** GET /api/leads/available-count/{agentId}. */
export const LeadCount = z.object({
  totalAvailable: z.number().int(),
  currentOffset: z.number().int(),
  remaining: z.number().int(),
  cached: z.boolean(),
});
export type LeadCount = z.infer<typeof LeadCount>;
