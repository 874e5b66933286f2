// A lead named in the address, `/dashboard?lead=<id>`: where a calendar feed's event links
// (docs/connections.md "Calendar feed"), opened on the lead's details.
import { forgetSearchParam, searchParam } from '@/lib/address-search';

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead the address names, or null. */
export function leadInAddress(): string | null {
  const lead = searchParam('lead');
  return lead && LEAD_ID.test(lead) ? lead : null;
}

/** Once the lead is closed, the address stops naming it, so a reload does not open it again. */
export function forgetLeadInAddress(): void {
  forgetSearchParam('lead');
}
