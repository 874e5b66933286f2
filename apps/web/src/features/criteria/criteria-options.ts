import {
  CRITERIA_MAX_VALUES,
  CRITERIA_MIN_BEDROOMS,
  CRITERIA_MIN_VALUES,
  CRITERIA_PROPERTY_TYPES,
  formatDollars,
} from '@porchlight/contracts';

/** A select's value for a saved bound of null: "any", no bound (docs/leads.md "Criteria"). */
export const ANY = 'any';

interface CriteriaOption {
  value: string;
  label: string;
}

function formatBedrooms(count: number): string {
  return `${count}+`;
}

/**
 * The tab's own choices, plus the saved value when the list lacks it (a $50,000 minimum or "any"
 * from registration), so that a saved value is never lost or shown blank.
 */
function withSaved(
  choices: readonly number[],
  saved: string,
  format: (value: number) => string,
): CriteriaOption[] {
  const listed = saved === ANY || choices.some((choice) => String(choice) === saved);
  const options = (listed ? [...choices] : [...choices, Number(saved)])
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: format(value) }));
  return saved === ANY ? [...options, { value: ANY, label: 'Any' }] : options;
}

interface SavedBounds {
  minValue: string;
  maxValue: string;
  minBedrooms: string;
}

/** The selects' options for the form's saved values (docs/screens.md "Criteria tab"). */
export function criteriaOptions(saved: SavedBounds) {
  return {
    minValue: withSaved(CRITERIA_MIN_VALUES, saved.minValue, formatDollars),
    maxValue: withSaved(CRITERIA_MAX_VALUES, saved.maxValue, formatDollars),
    minBedrooms: withSaved(CRITERIA_MIN_BEDROOMS, saved.minBedrooms, formatBedrooms),
    propertyType: CRITERIA_PROPERTY_TYPES.map((type) => ({ value: type, label: type })),
  };
}
