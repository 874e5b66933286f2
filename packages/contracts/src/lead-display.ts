// How a lead's fields read wherever they show: card, saved list, Property Details, CSV export
// (docs/leads.md "The lead as answered"). No zod in this module: screens import it.
import { formatEasternDate } from './calendar';
import { firstNameOf, isEntityName } from './greeting-name';
import type { Lead } from './leads';

/** Every property's base type: shown only when a lead has no other type. */
const OFF_MARKET = 'Off Market';
export const NOT_AVAILABLE = 'Not available';
export const NA = 'N/A';

function present(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** The card's badge: the first lead type that is not Off Market, else the first. */
export function badgeType(leadTypes: readonly string[]): string | null {
  return leadTypes.find((type) => type !== OFF_MARKET) ?? leadTypes[0] ?? null;
}

/** The lead-type tags: Off Market is hidden when the lead has other types. */
export function visibleLeadTypes(leadTypes: readonly string[]): string[] {
  const others = leadTypes.filter((type) => type !== OFF_MARKET);
  return others.length > 0 ? others : [...leadTypes];
}

/** The saved list's tags: the first two visible types, then how many more ("+N more"). */
export function leadTypePreview(leadTypes: readonly string[]): { shown: string[]; more: number } {
  const visible = visibleLeadTypes(leadTypes);
  return { shown: visible.slice(0, 2), more: Math.max(0, visible.length - 2) };
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

/** True when the owner's name is an organisation's, not a person's (docs/follow-up.md "Greetings"). */
export const isOrganisationOwner = isEntityName;

/**
 * The owner's first name for greetings ({firstname}): from the first owner line, for a person
 * only; null for a company, trust or estate, or when no owner is known.
 */
export function ownerFirstName(lead: OwnerFields): string | null {
  return firstNameOf(ownerLines(lead)[0]);
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
  if (!street) return NOT_AVAILABLE;
  const rest = cityLine(lead.mailingCity, lead.mailingState, lead.mailingZip);
  return rest ? `${street}, ${rest}` : street;
}

/** Why this lead: its reasons joined with " · ", or null when it has none. */
export function whyThisLead(lead: Pick<Lead, 'leadReasons'>): string | null {
  const reasons = lead.leadReasons.map(present).filter((reason) => reason !== null);
  return reasons.length > 0 ? reasons.join(' · ') : null;
}

/** Beds, baths or square feet: grouped digits, "—" when missing. */
export function statValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toLocaleString('en-US');
}

/** Whole US dollars: 412500.4 → "$412,500"; N/A when unknown. */
export function formatDollars(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NA;
  const whole = Math.round(amount);
  const text = `$${Math.abs(whole).toLocaleString('en-US')}`;
  return whole < 0 ? `-${text}` : text;
}

/** The value: estimatedValue, else propertyValue, else null. */
export function leadValue(lead: Pick<Lead, 'estimatedValue' | 'propertyValue'>): number | null {
  return lead.estimatedValue ?? lead.propertyValue ?? null;
}

/** The estimated mortgage: value minus equityBalance; null (N/A) without an equityBalance. */
export function estimatedMortgage(
  lead: Pick<Lead, 'estimatedValue' | 'propertyValue' | 'equityBalance'>,
): number | null {
  const value = leadValue(lead);
  if (value === null || lead.equityBalance === null) return null;
  return Math.max(0, value - lead.equityBalance);
}

/** The last sale price: lastTransferPrice, else lastSalePrice, else null (N/A). */
export function lastSalePrice(
  lead: Pick<Lead, 'lastTransferPrice' | 'lastSalePrice'>,
): number | null {
  return lead.lastTransferPrice ?? lead.lastSalePrice ?? null;
}

/** A date as a short US date ("3/14/2019"), or N/A. Dates without a time are read as that day. */
export function shortUsDate(value: string | null | undefined): string {
  if (!value) return NA;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${Number(day[2])}/${Number(day[3])}/${day[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return NA;
  return formatEasternDate(date);
}

/** Phones with 10 digits read (###) ###-####; anything else is shown as it came. */
export function formatPhone(number: string): string {
  const digits = number.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return number;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long ago: "Just now" within the hour, then "Nh ago", then "Nd ago". */
export function relativeAge(iso: string, now: Date): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (!(elapsed >= HOUR_MS)) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

/** The cash-buyer offers teaser: offers between 82 % and 88 % of the value, in whole dollars. */
export function cashOfferRange(lead: Pick<Lead, 'estimatedValue' | 'propertyValue'>) {
  const value = leadValue(lead);
  if (value === null) return null;
  return { low: Math.round(value * 0.82), high: Math.round(value * 0.88), offers: 3 };
}
