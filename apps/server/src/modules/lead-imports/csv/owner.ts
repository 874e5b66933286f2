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
