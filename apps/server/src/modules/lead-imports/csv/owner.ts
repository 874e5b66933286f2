import { isEntityName } from '@porchlight/contracts';

/**
 * 'company' when the name holds one of the entity words the card and the greetings also read
 * (docs/follow-up.md "Greetings"); null for an empty name.
 */
export function ownerType(name: string): 'person' | 'company' | null {
  if (name === '') return null;
  return isEntityName(name) ? 'company' : 'person';
}

/**
 * The kind of owner a row names: by the person's name when it has one, a company when only its
 * "Company Name" column is filled, else by the second owner's name.
 */
export function ownerKind(person: string, company: string, owner2: string): 'person' | 'company' {
  if (person) return ownerType(person) ?? 'person';
  if (company) return 'company';
  return ownerType(owner2) ?? 'person';
}
