import type { properties } from '../../db/schema';
import type { SkipTraceQuery } from '../../providers/skip-trace';

type PropertyRow = typeof properties.$inferSelect;

/** "Ana M Diaz" → first "Ana", last "Diaz"; a company (an LLC, a trust) has no person's name. */
function personName(property: PropertyRow): { first: string | null; last: string | null } {
  const words = property.ownerType === 'person' ? (property.owner1 ?? '').trim().split(/\s+/) : [];
  if (words.length < 2) return { first: words[0] || null, last: null };
  return { first: words[0] ?? null, last: words[words.length - 1] ?? null };
}

/** What the skip-trace provider is asked for a property. */
export function skipTraceQuery(property: PropertyRow): SkipTraceQuery {
  const { first, last } = personName(property);
  return {
    propertyKey: `${property.source}:${property.externalId}`,
    street: property.address,
    city: property.city,
    state: property.state,
    zip: property.zip,
    ownerFirstName: first,
    ownerLastName: last,
    mailingStreet: property.mailingStreet,
    mailingCity: property.mailingCity,
    mailingState: property.mailingState,
    mailingZip: property.mailingZip,
  };
}
