import zipcodes from 'zipcodes';
import { z } from 'zod';
import { cityKey, placeName } from './area';
import { classifyLead, type LeadFacts } from './lead-types';
import type { PropertyRow } from './sample-generator';
import { createSeededRandom } from './seeded-random';

/*
 * RealEstateAPI PropertySearch results, read leniently: the vendor sends numbers as strings at
 * times (lastSaleAmount), leaves fields out or null, and adds fields we do not use. Every field
 * is optional, and a missing or unreadable one becomes null.
 */
const text = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  });
const decimal = z
  .unknown()
  .optional()
  .transform((value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : null;
  });
const flag = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'true');
const VendorAddress = z
  .object({ address: text, house: text, street: text, city: text, state: text, zip: text })
  .nullish()
  .transform((address) => address ?? null);

export const VendorProperty = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  address: VendorAddress,
  mailAddress: VendorAddress,
  latitude: decimal,
  longitude: decimal,
  bedrooms: decimal,
  bathrooms: decimal,
  squareFeet: decimal,
  yearBuilt: decimal,
  owner1FirstName: text,
  owner1LastName: text,
  owner2FirstName: text,
  owner2LastName: text,
  companyName: text,
  corporateOwned: flag,
  estimatedValue: decimal,
  estimatedEquity: decimal,
  equityPercent: decimal,
  lastSaleDate: text,
  lastSaleAmount: decimal,
  yearsOwned: decimal,
  absenteeOwner: flag,
  outOfStateAbsenteeOwner: flag,
  inStateAbsenteeOwner: flag,
  ownerOccupied: flag,
  highEquity: flag,
  vacant: flag,
  preForeclosure: flag,
  taxLien: flag,
});
export type VendorProperty = z.infer<typeof VendorProperty>;

export const SearchResponse = z.object({
  data: z
    .array(z.unknown())
    .nullish()
    .transform((data) => data ?? []),
  resultCount: decimal,
  resultIndex: decimal,
  recordCount: decimal,
  statusCode: decimal,
  statusMessage: text,
});

/**
 * A vendor property as our `properties` row, with lead types by the same rule as the sample
 * inventory (lead-types.ts). Null when it lacks an address we could show. No phones or emails:
 * skip tracing adds those to the lead later.
 */
export function toPropertyRow(vendor: VendorProperty): PropertyRow | null {
  const site = vendor.address;
  const city = site?.city ? placeName(site.city) : null;
  const state = site?.state?.toUpperCase() ?? null;
  const zip = site?.zip?.slice(0, 5) ?? null;
  const address = streetLine(site);
  if (!site || !city || !state || !zip || !address) return null;
  const mail = vendor.mailAddress;
  const mailingState = mail?.state?.toUpperCase() ?? null;
  const mailingCity = mail?.city ? placeName(mail.city) : null;
  const person1 = fullName(vendor.owner1FirstName, vendor.owner1LastName);
  const isCompany = vendor.corporateOwned || (!person1 && vendor.companyName !== null);
  const value = wholeNumber(vendor.estimatedValue);
  const equityBalance = wholeNumber(vendor.estimatedEquity);
  const equityPercent = wholeNumber(
    vendor.equityPercent ??
      (value && equityBalance !== null ? (100 * equityBalance) / value : null),
    32_767,
  );
  const lastSaleDate = vendor.lastSaleDate?.match(/^\d{4}-\d{2}-\d{2}/)?.[0] ?? null;
  const facts: LeadFacts = {
    absentee: absenteeOf(vendor, state, mailingState, mailingCity),
    yearsOwned: vendor.yearsOwned === null ? null : Math.floor(vendor.yearsOwned),
    equityPercent,
    // PropertySearch has no owner age, so no RealEstateAPI property is a known senior owner.
    ownerAge: null,
    preforeclosure: vendor.preForeclosure ? 'pre-foreclosure filing recorded' : null,
    taxDefault: vendor.taxLien ? 'tax lien recorded' : null,
    vacant: vendor.vacant ? 'property reported vacant' : null,
  };
  const { leadTypes, leadReasons } = classifyLead(facts);
  return {
    source: 'realestateapi',
    externalId: vendor.id,
    // The vendor's order is walked by its id; this only keeps the column meaningful and stable.
    sortKey: createSeededRandom(`realestateapi:${vendor.id}`).uint48(),
    zip,
    cityKey: cityKey(city, state),
    address,
    houseNumber: site.house,
    street: site.street,
    city,
    state,
    latitude: vendor.latitude,
    longitude: vendor.longitude,
    propertyType: 'Residential',
    beds: wholeNumber(vendor.bedrooms, 32_767),
    baths: vendor.bathrooms,
    sqft: wholeNumber(vendor.squareFeet),
    yearBuilt: wholeNumber(vendor.yearBuilt, 32_767),
    owner1: isCompany ? (vendor.companyName ?? person1) : person1,
    owner2: fullName(vendor.owner2FirstName, vendor.owner2LastName),
    ownerType: isCompany ? 'company' : 'person',
    ownerAge: null,
    mailingStreet: streetLine(mail),
    mailingCity,
    mailingState,
    mailingZip: mail?.zip?.slice(0, 5) ?? null,
    ownershipStartDate: lastSaleDate,
    lastSaleDate,
    lastSalePrice: wholeNumber(vendor.lastSaleAmount),
    estimatedValue: value,
    equityBalance,
    equityPercent,
    confidenceScore: null,
    salePropensity: null,
    leadTypes,
    leadReasons,
  };
}

/** The vendor's own absentee flags first; its mailing state settles a bare "absentee". */
function absenteeOf(
  vendor: VendorProperty,
  state: string,
  mailingState: string | null,
  mailingCity: string | null,
): LeadFacts['absentee'] {
  const mailsFromAnotherState = mailingState !== null && mailingState !== state;
  if (vendor.outOfStateAbsenteeOwner || (vendor.absenteeOwner && mailsFromAnotherState)) {
    const name = mailingState ? zipcodes.states.abbr[mailingState] : undefined;
    return { kind: 'out-of-state', place: name ? placeName(name) : mailingState };
  }
  if (vendor.inStateAbsenteeOwner || vendor.absenteeOwner) {
    return { kind: 'in-state', place: mailingCity };
  }
  return null;
}

/** "1234 Main St": the part before the city in the vendor's full address, else house + street. */
function streetLine(address: VendorProperty['address']): string | null {
  if (!address) return null;
  const beforeCity = address.address?.split(',')[0]?.trim();
  if (beforeCity) return beforeCity;
  return [address.house, address.street].filter(Boolean).join(' ') || null;
}

function fullName(first: string | null, last: string | null): string | null {
  return [first, last].filter(Boolean).join(' ') || null;
}

/** A rounded whole number that fits its column (integer, or smallint when told). */
function wholeNumber(value: number | null, max = 2_147_483_647): number | null {
  if (value === null) return null;
  const rounded = Math.round(value);
  return Math.abs(rounded) <= max ? rounded : null;
}
