/**
 * The words that make an owner a company, a trust or an estate rather than a person
 * (docs/imports.md "Cleaning"): the follow-up greets such an owner without a first name.
 */
const COMPANY_WORDS =
  /\b(?:llc|l\.l\.c|inc|incorporated|corp|corporation|co|company|lp|llp|ltd|trust|trustee|estate|bank|holdings?|properties|partners|partnership|church|city of|county of)\b/i;

/** 'company' when the name holds one of those words; null for an empty name. */
export function ownerType(name: string): 'person' | 'company' | null {
  if (name === '') return null;
  return COMPANY_WORDS.test(name) ? 'company' : 'person';
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
