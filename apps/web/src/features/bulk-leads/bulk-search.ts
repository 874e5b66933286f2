// The bulk wizard's search (docs/screens.md "Bulk leads wizard"): what each step checks, what the
// request carries, and how the review reads it.
import {
  BULK_BEDROOMS,
  BULK_COUNT_CAP,
  BULK_MAX_PRICES,
  BULK_MESSAGES,
  BULK_MIN_PRICES,
  BULK_PURCHASE,
  type BulkCountRequest,
  type BulkFilters,
  BulkLocation,
  formatDollars,
  SELLER_TYPES,
  type SellerType,
  splitZips,
} from '@porchlight/contracts';

export type LocationType = BulkLocation['type'];

export interface BulkSearch {
  /** The lead type (the server's `quicklist`); '' until one is chosen. */
  quicklist: SellerType | '';
  /** Both kinds' fields are kept, so switching between zip and city loses nothing typed. */
  location: { type: LocationType; zip: string; city: string; state: string };
  filters: BulkFilters;
}

export const EMPTY_SEARCH: BulkSearch = {
  quicklist: '',
  location: { type: 'zip', zip: '', city: '', state: '' },
  filters: { bedrooms: null, minPrice: null, maxPrice: 0 },
};

type LocationField = 'zip' | 'city' | 'state';
export type SearchField = 'quicklist' | LocationField;

/** A step's refusal: the toast's title and text, and the field to fix. */
export interface StepProblem<Field extends SearchField = SearchField> {
  title: string;
  text: string;
  field: Field;
}

/** Step 1: a lead type is required. */
export function leadTypeProblem(quicklist: BulkSearch['quicklist']): StepProblem | null {
  if (quicklist) return null;
  return {
    title: 'Selection Required',
    text: BULK_MESSAGES.leadTypeRequired,
    field: 'quicklist',
  };
}

const MISSING = new Set<string>([BULK_MESSAGES.zipRequired, BULK_MESSAGES.cityStateRequired]);

function isLocationField(value: unknown): value is LocationField {
  return value === 'zip' || value === 'city' || value === 'state';
}

/**
 * Step 2, by the contract's own check (the server's): zips, comma-separated, or a city and a
 * state. A blank entry is 'Location Required'; zips the server would refuse, 'Invalid Zip Code'.
 */
export function locationProblem(
  location: BulkSearch['location'],
): StepProblem<LocationField> | null {
  const issue = BulkLocation.safeParse(location).error?.issues[0];
  if (!issue) return null;
  const [path] = issue.path;
  return {
    title: MISSING.has(issue.message) ? 'Location Required' : 'Invalid Zip Code',
    text: issue.message,
    field: isLocationField(path) ? path : location.type === 'zip' ? 'zip' : 'city',
  };
}

/** The search as the server takes it; only the chosen kind of location is sent. */
export function bulkCountRequest(agentId: string, search: BulkSearch): BulkCountRequest {
  const { quicklist, location, filters } = search;
  if (!quicklist) throw new Error('The bulk wizard reached its review without a lead type');
  return {
    agentId,
    quicklist,
    location:
      location.type === 'zip'
        ? { type: 'zip', zip: splitZips(location.zip).join(',') }
        : { type: 'city', city: location.city.trim(), state: location.state.trim().toUpperCase() },
    filters,
  };
}

interface FilterOption<T> {
  value: string;
  label: string;
  filter: T;
}

export const BEDROOM_OPTIONS: FilterOption<BulkFilters['bedrooms']>[] = BULK_BEDROOMS.map(
  (bedrooms) => ({ value: String(bedrooms), label: `${bedrooms}+`, filter: bedrooms }),
);
export const MIN_PRICE_OPTIONS: FilterOption<BulkFilters['minPrice']>[] = BULK_MIN_PRICES.map(
  (price) => ({ value: String(price), label: formatDollars(price), filter: price }),
);
export const MAX_PRICE_OPTIONS: FilterOption<BulkFilters['maxPrice']>[] = BULK_MAX_PRICES.map(
  (price) => ({
    value: String(price),
    label: price === 0 ? 'No maximum' : formatDollars(price),
    filter: price,
  }),
);

/** The filter an option of a select stands for; '' (Any) is none. */
export function filterOf<T>(options: FilterOption<T>[], value: string): T | null {
  return options.find((option) => option.value === value)?.filter ?? null;
}

/** The review's summary, one row per part of the search. */
export function searchSummary({ quicklist, location, filters }: BulkSearch) {
  const leadType = SELLER_TYPES.find((type) => type.value === quicklist)?.label ?? '';
  const place =
    location.type === 'zip'
      ? splitZips(location.zip).join(', ')
      : `${location.city.trim()}, ${location.state.trim().toUpperCase()}`;
  const minPrice = filters.minPrice ? formatDollars(filters.minPrice) : 'Any';
  const maxPrice = filters.maxPrice ? formatDollars(filters.maxPrice) : 'no maximum';
  return [
    { term: 'Lead type', value: leadType },
    { term: location.type === 'zip' ? 'Zip codes' : 'City and state', value: place },
    { term: 'Bedrooms', value: filters.bedrooms ? `${filters.bedrooms}+` : 'Any' },
    { term: 'Price', value: `${minPrice} to ${maxPrice}` },
  ];
}

/** "1,000+" at the count's cap, else the number. */
export function availableText(available: number): string {
  return available >= BULK_COUNT_CAP
    ? `${BULK_COUNT_CAP.toLocaleString('en-US')}+`
    : available.toLocaleString('en-US');
}

/**
 * Whether a count allows the purchase (docs/screens.md "Bulk leads wizard": at least 25 available).
 */
export function enoughAvailable(available: number): boolean {
  return available >= BULK_PURCHASE.minAvailable;
}

/** Fewer than 25 available, word for word (docs/screens.md "Bulk leads wizard"). */
export function limitedAvailabilityText(available: number): string {
  return `Only ${available} leads available. You need at least ${BULK_PURCHASE.minAvailable}.`;
}
