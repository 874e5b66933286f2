import {
  CRITERIA_DEFAULTS,
  CRITERIA_MESSAGES,
  CRITERIA_PROPERTY_TYPES,
  type Criteria,
  type SaveCriteriaRequest,
  SELLER_TYPE_VALUES,
  targetAreaProblem,
} from '@porchlight/contracts';
import { z } from 'zod';
import { ANY } from './criteria-options';

// Built from the contract's rule and messages, so the form says what the server would say. Each
// field checks on its own, so that every problem shows at once (the contract's request schema
// stops at the first failing field).
const TargetArea = z
  .string()
  .superRefine((area, ctx) => {
    const problem = targetAreaProblem(area);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((area) => area.trim());

/** A select's value: a whole number, or "any" for no bound. */
const Bound = z.string().transform((value) => (value === ANY ? null : Number(value)));

/**
 * The Criteria tab's form (docs/screens.md "Criteria tab"), giving the body of POST /api/criteria.
 */
export const CriteriaFormSchema = z
  .object({
    targetArea: TargetArea,
    minValue: Bound,
    maxValue: Bound,
    minBedrooms: Bound,
    // A string in, one of the eight out: the form starts with no seller type chosen.
    sellerType: z
      .string()
      .pipe(z.enum(SELLER_TYPE_VALUES, { message: CRITERIA_MESSAGES.sellerTypeRequired })),
    propertyType: z.enum(CRITERIA_PROPERTY_TYPES),
  })
  .refine(
    ({ minValue, maxValue }) => minValue === null || maxValue === null || maxValue > minValue,
    {
      path: ['maxValue'],
      message: CRITERIA_MESSAGES.maxValue,
      // Checked even while another field is wrong: the bounds always parse.
      when: () => true,
    },
  )
  .transform(
    (form): SaveCriteriaRequest => ({
      ...form,
      targetAreas: [form.targetArea],
      sellerTypes: [form.sellerType],
      propertyTypes: [form.propertyType],
    }),
  );
export type CriteriaFormValues = z.input<typeof CriteriaFormSchema>;

const DEFAULT_VALUES: CriteriaFormValues = {
  targetArea: '',
  minValue: String(CRITERIA_DEFAULTS.minValue),
  maxValue: String(CRITERIA_DEFAULTS.maxValue),
  minBedrooms: String(CRITERIA_DEFAULTS.minBedrooms),
  sellerType: '',
  propertyType: CRITERIA_DEFAULTS.propertyType,
};

function isUnset(criteria: Criteria): boolean {
  const { targetAreas, sellerTypes, propertyTypes, minValue, maxValue, minBedrooms } = criteria;
  const lists = [targetAreas, sellerTypes, propertyTypes];
  return (
    lists.every((list) => list.length === 0) &&
    [minValue, maxValue, minBedrooms].every((bound) => bound === null)
  );
}

function boundValue(bound: number | null): string {
  return bound === null ? ANY : String(bound);
}

/**
 * The form as the server holds it (the first of each list), or the tab's defaults when the agent
 * never saved criteria. Once saved, a null bound means "any" and shows as such.
 */
export function criteriaFormValues(criteria: Criteria): CriteriaFormValues {
  if (isUnset(criteria)) return DEFAULT_VALUES;
  return {
    targetArea: criteria.targetAreas[0] ?? '',
    minValue: boundValue(criteria.minValue),
    maxValue: boundValue(criteria.maxValue),
    minBedrooms: boundValue(criteria.minBedrooms),
    sellerType: criteria.sellerTypes[0] ?? '',
    // Residential is the only property type the server keeps.
    propertyType: CRITERIA_DEFAULTS.propertyType,
  };
}
