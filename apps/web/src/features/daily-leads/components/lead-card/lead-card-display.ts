import type { Lead } from '@porchlight/contracts';

/** Every property's base type: shown only when a lead has no other type (workspace.md §2). */
const OFF_MARKET = 'Off Market';

/** Swipe thresholds (workspace.md §9): distance in px, release velocity in px/s. */
export const SWIPE_DISTANCE = 100;
export const SWIPE_VELOCITY = 500;

export type SwipeAction = 'save' | 'pass';

/** The card's badge: the first lead type that is not Off Market, else the first. */
export function badgeType(leadTypes: readonly string[]): string | null {
  return leadTypes.find((type) => type !== OFF_MARKET) ?? leadTypes[0] ?? null;
}

/** The lead-type tags: Off Market is hidden when the lead has other types. */
export function visibleLeadTypes(leadTypes: readonly string[]): string[] {
  const others = leadTypes.filter((type) => type !== OFF_MARKET);
  return others.length > 0 ? others : [...leadTypes];
}

function present(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

type OwnerFields = Pick<Lead, 'owner1' | 'owner2' | 'ownerFullName' | 'ownerName'>;

/** Owner name lines: owner1 and owner2 on two lines if both, else owner1, ownerFullName, ownerName. */
export function ownerLines(lead: OwnerFields): string[] {
  const owner1 = present(lead.owner1);
  const owner2 = present(lead.owner2);
  if (owner1 && owner2) return [owner1, owner2];
  const name = owner1 ?? present(lead.ownerFullName) ?? present(lead.ownerName);
  return name ? [name] : [];
}

/** "City, ST zip", leaving out the parts that are missing. */
export function cityLine(city: string | null, state: string | null, zip: string | null): string {
  const region = [present(state), present(zip)].filter(Boolean).join(' ');
  return [present(city), region].filter(Boolean).join(', ');
}

type MailingFields = Pick<Lead, 'mailingStreet' | 'mailingCity' | 'mailingState' | 'mailingZip'>;

/** The owner's mailing address on one line, or "Not available" without a street. */
export function mailingLine(lead: MailingFields): string {
  const street = present(lead.mailingStreet);
  if (!street) return 'Not available';
  const rest = cityLine(lead.mailingCity, lead.mailingState, lead.mailingZip);
  return rest ? `${street}, ${rest}` : street;
}

/** Why this lead: its reasons joined with " · ", or null when it has none. */
export function whyThisLead(lead: Pick<Lead, 'leadReasons'>): string | null {
  const reasons = lead.leadReasons.map(present).filter((reason) => reason !== null);
  return reasons.length > 0 ? reasons.join(' · ') : null;
}

/** Beds, baths or square feet for the card: grouped digits, "—" when missing. */
export function statValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toLocaleString('en-US');
}

/**
 * Where a released drag ends (workspace.md §4 "Swipe"): beyond 100 px or above 500 px/s to the
 * right saves, to the left passes; anything less springs back (null).
 */
export function swipeOutcome(offsetX: number, velocityX: number): SwipeAction | null {
  if (offsetX > SWIPE_DISTANCE || velocityX > SWIPE_VELOCITY) return 'save';
  if (offsetX < -SWIPE_DISTANCE || velocityX < -SWIPE_VELOCITY) return 'pass';
  return null;
}
