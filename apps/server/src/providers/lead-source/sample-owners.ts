import type { EmailEntry, PhoneEntry } from '@porchlight/contracts';
import * as words from './sample-data';
import { ownerHomePlace } from './sample-places';
import type { SeededRandom } from './seeded-random';

/** Who owns a sample property, where their mail goes, and how to reach them. */
export interface SampleOwner {
  owner1: string;
  owner2: string | null;
  ownerType: 'person' | 'company';
  /** The people behind the contacts: the owners, or a company's managing member. */
  people: Person[];
}

export interface Person {
  first: string;
  last: string;
}

export interface MailingAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export type Occupancy = 'owner-occupied' | 'in-state' | 'out-of-state';

export const fullName = (person: Person) => `${person.first} ${person.last}`;

export function sampleOwner(random: SeededRandom): SampleOwner {
  const person = samplePerson(random);
  if (random.chance(0.1)) {
    const company = [
      random.pick(words.COMPANY_FIRST_WORDS),
      random.pick(words.COMPANY_SECOND_WORDS),
      random.pick(words.COMPANY_KINDS),
    ].join(' ');
    return { owner1: company, owner2: null, ownerType: 'company', people: [person] };
  }
  if (!random.chance(0.35)) {
    return { owner1: fullName(person), owner2: null, ownerType: 'person', people: [person] };
  }
  // A second owner is most often a spouse sharing the last name.
  const partner = samplePerson(random);
  if (random.chance(0.8)) partner.last = person.last;
  return {
    owner1: fullName(person),
    owner2: fullName(partner),
    ownerType: 'person',
    people: [person, partner],
  };
}

function samplePerson(random: SeededRandom): Person {
  return { first: random.pick(words.FIRST_NAMES), last: random.pick(words.LAST_NAMES) };
}

/** Companies never live at the property; most people do. */
export function sampleOccupancy(random: SeededRandom, owner: SampleOwner): Occupancy {
  if (owner.ownerType === 'company') return random.chance(0.5) ? 'in-state' : 'out-of-state';
  return random.weighted<Occupancy>([
    ['owner-occupied', 78],
    ['in-state', 13],
    ['out-of-state', 9],
  ]);
}

/**
 * An absentee owner's mailing address in a real place: another city of the property's state, or
 * a city in another state. Null for in-state when the state has no other city (DC).
 */
export function absenteeMailing(
  random: SeededRandom,
  occupancy: 'in-state' | 'out-of-state',
  property: { city: string; state: string },
  owner: SampleOwner,
): MailingAddress | null {
  const homeState =
    occupancy === 'in-state'
      ? property.state
      : random.weighted(words.OWNER_HOME_STATES.filter(([state]) => state !== property.state));
  const place = ownerHomePlace(random, homeState, occupancy === 'in-state' ? property.city : null);
  if (!place) return null;
  const suite = owner.ownerType === 'company' ? ` Ste ${random.int(100, 950)}` : '';
  const street = `${random.int(100, 9899)} ${random.pick(words.STREET_NAMES)} ${random.pick(words.STREET_SUFFIXES)}`;
  return { street: street + suite, city: place.city, state: place.state, zip: place.zip };
}

/**
 * 0–3 phones and 0–2 emails for the owner. Numbers use the owner's home-state area codes with the
 * 555-01xx lines reserved for fiction, and emails use example domains: sample contacts look real
 * on a card, yet a text or email sent to one can never reach a real person.
 */
export function sampleContacts(
  random: SeededRandom,
  owner: SampleOwner,
  homeState: string,
): { phones: PhoneEntry[]; emails: EmailEntry[] } {
  const areaCodes = words.STATE_PROFILES[homeState]?.areaCodes ?? ['555'];
  const phones: PhoneEntry[] = [];
  const phoneCount = random.weighted([
    [0, 15],
    [1, 35],
    [2, 30],
    [3, 20],
  ]);
  while (phones.length < phoneCount) {
    const line = String(random.int(0, 99)).padStart(2, '0');
    const number = `${random.pick(areaCodes)}55501${line}`;
    const person = contactPerson(random, owner, phones.length);
    if (phones.some((phone) => phone.number === number)) continue;
    phones.push({
      id: `p${phones.length + 1}`,
      number,
      dnc: random.chance(0.18),
      source: 'sample',
      personName: fullName(person),
    });
  }
  const emails: EmailEntry[] = [];
  const emailCount = random.weighted([
    [0, 35],
    [1, 45],
    [2, 20],
  ]);
  while (emails.length < emailCount) {
    const person = contactPerson(random, owner, emails.length);
    const email = `${emailLocalPart(random, person)}@${random.pick(words.EMAIL_DOMAINS)}`;
    if (emails.some((entry) => entry.email === email)) continue;
    emails.push({
      id: `e${emails.length + 1}`,
      email,
      source: 'sample',
      personName: fullName(person),
    });
  }
  return { phones, emails };
}

/** The first contact is the first owner's; later ones may be the co-owner's. */
function contactPerson(random: SeededRandom, owner: SampleOwner, index: number): Person {
  const [first, second] = owner.people;
  if (!first) throw new Error('an owner has at least one person');
  return index > 0 && second && random.chance(0.5) ? second : first;
}

function emailLocalPart(random: SeededRandom, person: Person): string {
  const first = person.first.toLowerCase().replace(/[^a-z]/g, '');
  const last = person.last.toLowerCase().replace(/[^a-z]/g, '');
  switch (random.int(0, 2)) {
    case 0:
      return `${first}.${last}`;
    case 1:
      return `${first.charAt(0)}${last}`;
    default:
      return `${first}${last}${random.int(1, 99)}`;
  }
}
