import {
  type BulkCountRequest,
  type BulkFilters,
  type BulkLocation,
  SELLER_TYPES,
  type SellerType,
  splitZips,
} from '@porchlight/contracts';
import { AppError } from '../../lib/app-error';
import type { SearchCriteria } from '../../providers/lead-source';
import { parseTargetArea } from '../../providers/lead-source/area';

/**
 * The bulk wizard's search as the lead source reads it: one search per zip (in the order typed,
 * each once) or one for the city. Bedrooms and prices are the same bounds as the daily criteria.
 */
export function bulkSearches(request: {
  quicklist: SellerType;
  location: BulkLocation;
  filters: BulkFilters;
}): SearchCriteria[] {
  const { location, filters } = request;
  const bounds = {
    minValue: filters.minPrice ?? null,
    maxValue: filters.maxPrice ? filters.maxPrice : null,
    minBedrooms: filters.bedrooms ?? null,
    sellerType: request.quicklist,
    propertyType: 'Residential' as const,
  };
  if (location.type === 'zip') {
    const zips = [...new Set(splitZips(location.zip ?? ''))];
    return zips.map((zip) => ({ area: { kind: 'zip', zip }, ...bounds }));
  }
  const area = parseTargetArea(`${location.city ?? ''}, ${location.state ?? ''}`);
  if (!area) {
    const message = 'Please enter a US city and its 2-letter state, for example Miami and FL';
    throw new AppError('VALIDATION_ERROR', message, { field: 'state', fields: { state: message } });
  }
  return [{ area, ...bounds }];
}

/** How the ledger and the toasts name a bulk list: "25 Tired Landlord leads in 33101". */
export function bulkDescription(request: BulkCountRequest, leads: number): string {
  const label = SELLER_TYPES.find((type) => type.value === request.quicklist)?.label ?? '';
  // "High Equity (typically 20% or more equity)" reads as "High Equity" in a ledger line.
  const name = label.replace(/\s*\(.*\)$/, '') || request.quicklist;
  const { location } = request;
  const place =
    location.type === 'zip'
      ? [...new Set(splitZips(location.zip ?? ''))].join(', ')
      : `${location.city?.trim()}, ${location.state?.trim().toUpperCase()}`;
  return `Bulk leads: ${leads} ${name} leads in ${place}`;
}
