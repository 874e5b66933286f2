import { STATE_PROFILES } from '../lead-source/sample-data';
import { createSeededRandom, type SeededRandom } from '../lead-source/seeded-random';
import type { FoundEmail, FoundPhone, SkipTraceProvider, SkipTraceQuery } from './index';

const SOURCE = 'sample-skip-trace';
/** Reserved for documentation (RFC 2606): mail sent there reaches no one. */
const EMAIL_DOMAINS = ['example.com', 'example.net'] as const;

/**
 * The built-in skip trace: for each property, always the same answer (seeded by its key). About
 * one property in five has nothing; the others get 1–3 phones, about a quarter of them DNC, and
 * 0–2 emails. Numbers use a real area code of the owner's state with the 555-01xx lines reserved
 * for fiction, and emails the reserved example domains, so no call, text or mail reaches a person.
 */
export function createSampleSkipTrace(): SkipTraceProvider {
  return {
    name: 'sample',
    async lookup(query) {
      const random = createSeededRandom(`skip-trace|${query.propertyKey}`);
      if (random.chance(0.2)) return { phones: [], emails: [] };
      return { phones: samplePhones(random, query), emails: sampleEmails(random, query) };
    },
  };
}

function samplePhones(random: SeededRandom, query: SkipTraceQuery): FoundPhone[] {
  const homeState = query.mailingState ?? query.state;
  const areaCodes = STATE_PROFILES[homeState.toUpperCase()]?.areaCodes ?? ['555'];
  const count = random.int(1, 3);
  const phones: FoundPhone[] = [];
  while (phones.length < count) {
    const number = `${random.pick(areaCodes)}55501${String(random.int(0, 99)).padStart(2, '0')}`;
    const dnc = random.chance(0.25);
    if (phones.some((phone) => phone.number === number)) continue;
    phones.push({ number, dnc, source: SOURCE, personName: ownerName(query) });
  }
  return phones;
}

function sampleEmails(random: SeededRandom, query: SkipTraceQuery): FoundEmail[] {
  const first = letters(query.ownerFirstName);
  const last = letters(query.ownerLastName);
  const count = random.weighted([
    [0, 30],
    [1, 45],
    [2, 25],
  ]);
  if (!first && !last) return [];
  const emails: FoundEmail[] = [];
  for (let attempt = 0; emails.length < count && attempt < 10; attempt++) {
    const local = emailLocalPart(random, first, last);
    const email = `${local}@${random.pick(EMAIL_DOMAINS)}`;
    if (emails.some((entry) => entry.email === email)) continue;
    emails.push({ email, source: SOURCE, personName: ownerName(query) });
  }
  return emails;
}

function emailLocalPart(random: SeededRandom, first: string, last: string): string {
  if (!first || !last) return `${first || last}${random.int(10, 99)}`;
  switch (random.int(0, 2)) {
    case 0:
      return `${first}.${last}`;
    case 1:
      return `${first.charAt(0)}${last}`;
    default:
      return `${first}${last}${random.int(1, 99)}`;
  }
}

function ownerName(query: SkipTraceQuery): string | null {
  const name = [query.ownerFirstName, query.ownerLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

const letters = (name: string | null) => (name ?? '').toLowerCase().replace(/[^a-z]/g, '');
