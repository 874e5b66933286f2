import zipcodes from 'zipcodes';
import type { properties } from '../../db/schema';
import { cityKey } from './area';
import { classifyLead, type LeadFacts } from './lead-types';
import * as words from './sample-data';
import { sampleFinances } from './sample-finances';
import {
  absenteeMailing,
  type MailingAddress,
  sampleContacts,
  sampleOccupancy,
  sampleOwner,
} from './sample-owners';
import { createSeededRandom, type SeededRandom } from './seeded-random';

/** How many sample properties each zip gets. */
export const SAMPLE_PROPERTIES_PER_ZIP = 300;

/** A `properties` row as inserted (the database assigns `id` and `created_at`). */
export type PropertyRow = Omit<typeof properties.$inferInsert, 'id' | 'createdAt'>;

interface SampleArea {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** What a typical home here is worth, in dollars. */
  priceLevel: number;
  streets: Array<{ name: string; firstNumber: number }>;
}

/**
 * The sample inventory of one zip: always the same rows for the same zip. Only the 50 states and
 * DC have sample inventory; an unknown zip, a military or territory one, or an institution's own
 * zip has none.
 * The seeded PRNG and plain IEEE arithmetic make the rows bit-identical on every machine.
 */
export function generateSampleProperties(zip: string): PropertyRow[] {
  const place = zipcodes.lookup(zip);
  const profile = place ? words.STATE_PROFILES[place.state] : undefined;
  if (!place || !profile || place.country !== 'US' || place.zip !== zip) return [];
  if (words.NON_RESIDENTIAL_PLACE.test(place.city)) return [];
  const random = createSeededRandom(`porchlight-sample:${zip}`);
  const area: SampleArea = {
    zip,
    city: place.city,
    state: place.state,
    latitude: place.latitude,
    longitude: place.longitude,
    // Some zips are pricier than their state, some cheaper: 0.55x to 1.65x the state's level.
    priceLevel: profile.typicalValueK * 1000 * (0.55 + 1.1 * random.next()),
    streets: sampleStreets(random),
  };
  const usedAddresses = new Set<string>();
  const rows: PropertyRow[] = [];
  for (let n = 1; n <= SAMPLE_PROPERTIES_PER_ZIP; n++) {
    rows.push(sampleProperty(random, area, n, usedAddresses));
  }
  return rows;
}

function sampleProperty(
  random: SeededRandom,
  area: SampleArea,
  n: number,
  usedAddresses: Set<string>,
): PropertyRow {
  const street = random.pick(area.streets);
  let houseNumber = '';
  do houseNumber = String(street.firstNumber + random.int(1, 198));
  while (usedAddresses.has(`${houseNumber} ${street.name}`));
  const address = `${houseNumber} ${street.name}`;
  usedAddresses.add(address);

  const beds = random.weighted([
    [1, 5],
    [2, 17],
    [3, 42],
    [4, 26],
    [5, 8],
    [6, 2],
  ]);
  const baths = Math.min(4.5, Math.max(1, (beds + random.int(0, 3)) / 2));
  const sqft = Math.round((450 + beds * 380 + (baths - 1) * 160 + random.int(-150, 450)) / 10) * 10;

  const finances = sampleFinances(random, area.priceLevel, sqft);
  const { yearsOwned, equityPercent, loanBalance } = finances;

  const owner = sampleOwner(random);
  const occupancy = sampleOccupancy(random, owner);
  const atProperty = { street: address, city: area.city, state: area.state, zip: area.zip };
  const mailing: MailingAddress =
    occupancy === 'owner-occupied'
      ? atProperty
      : (absenteeMailing(random, occupancy, area, owner) ??
        absenteeMailing(random, 'out-of-state', area, owner) ??
        atProperty);
  const ownerAge =
    owner.ownerType === 'company' ? null : Math.min(97, random.int(24, 62) + yearsOwned);

  const absentee = mailing !== atProperty;
  const facts: LeadFacts = {
    absentee: !absentee
      ? null
      : mailing.state !== area.state
        ? {
            kind: 'out-of-state',
            place: words.STATE_PROFILES[mailing.state]?.name ?? mailing.state,
          }
        : { kind: 'in-state', place: mailing.city },
    yearsOwned,
    equityPercent,
    ownerAge,
    // Each distress signal has its own plausible rate; vacancy is likelier without the owner there.
    vacant: random.chance(absentee ? 0.1 : 0.035) ? random.pick(words.VACANCY_EVIDENCE) : null,
    taxDefault: random.chance(0.05) ? taxesPastDue(random.int(1, 3)) : null,
    // A notice of default needs a loan to default on.
    preforeclosure:
      loanBalance > 0 && random.chance(0.045) ? random.pick(words.PREFORECLOSURE_EVIDENCE) : null,
  };
  const { leadTypes, leadReasons } = classifyLead(facts);
  const { phones, emails } = sampleContacts(random, owner, mailing.state);

  return {
    source: 'sample',
    externalId: `sample:${area.zip}:${n}`,
    sortKey: random.uint48(),
    zip: area.zip,
    cityKey: cityKey(area.city, area.state),
    address,
    houseNumber,
    street: street.name,
    city: area.city,
    state: area.state,
    latitude: jitter(random, area.latitude),
    longitude: jitter(random, area.longitude),
    propertyType: 'Residential',
    beds,
    baths,
    sqft,
    yearBuilt: finances.yearBuilt,
    owner1: owner.owner1,
    owner2: owner.owner2,
    ownerType: owner.ownerType,
    ownerAge,
    mailingStreet: mailing.street,
    mailingCity: mailing.city,
    mailingState: mailing.state,
    mailingZip: mailing.zip,
    ownershipStartDate: finances.ownershipStartDate,
    lastSaleDate: finances.ownershipStartDate,
    lastSalePrice: finances.lastSalePrice,
    estimatedValue: finances.estimatedValue,
    equityBalance: finances.equityBalance,
    equityPercent,
    confidenceScore: random.int(55, 98),
    // More reasons to sell, likelier to sell.
    salePropensity: Math.min(100, random.int(8, 35) + 9 * leadReasons.length),
    leadTypes,
    leadReasons,
    phones,
    emails,
  };
}

/** 18–40 streets per zip: named ones and numbered ones, some with a direction. */
function sampleStreets(random: SeededRandom): SampleArea['streets'] {
  const names = new Set<string>();
  const count = random.int(18, 40);
  while (names.size < count) {
    const base = random.chance(0.25) ? ordinal(random.int(1, 60)) : random.pick(words.STREET_NAMES);
    const direction = random.chance(0.1)
      ? `${random.pick(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW'])} `
      : '';
    names.add(`${direction}${base} ${random.pick(words.STREET_SUFFIXES)}`);
  }
  return [...names].map((name) => ({ name, firstNumber: random.int(1, 150) * 100 }));
}

function taxesPastDue(years: number): string {
  return `property taxes ${years} ${years === 1 ? 'year' : 'years'} past due`;
}

/** Up to about a mile from the zip's centre, rounded like geocoder output. */
function jitter(random: SeededRandom, degrees: number): number {
  return Math.round((degrees + (random.next() - 0.5) * 0.03) * 1e6) / 1e6;
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}
