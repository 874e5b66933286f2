// Who a name belongs to, and what to call them (docs/follow-up.md "Greetings"). The one list of
// words that make a name an organisation's or no one's: the importer, the card and the greetings
// all read it. No zod: screens import this module.

/**
 * Words that make an owner a company, a trust, an estate or a public body, or say no person is
 * named at all (an assessor's placeholder): such a name is never greeted by its first word.
 */
const ENTITY_WORDS =
  /\b(l\.?l\.?c|l\.?l\.?p|l\.?p|inc|incorporated|corp|corporation|co(?!-)|company|ltd|limited|trust|trustees?|estate|partners|partnership|properties|holdings?|investments|capital|realty|rentals|homes|group|bank|association|assn|fund|church|ministries|hoa|authority|university|school|district|housing|dept|department|city of|county of|state of|town of|village of|united states|taxpayer|current owner|occupant|resident|unknown|heirs|et al)\b\.?/i;

/** True when the name is an organisation's, or names no person ("TAXPAYER", "CURRENT OWNER"). */
export function isEntityName(name: string): boolean {
  return ENTITY_WORDS.test(name);
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'rev', 'prof']);

/** "JOHN" → "John"; a name already in mixed case ("McKenzie") stays as written. */
function asWritten(word: string): string {
  if (word !== word.toUpperCase() && word !== word.toLowerCase()) return word;
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** The words of a name that can be a first name: no titles, no lone initials, no punctuation. */
function nameWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}'-]+$/gu, ''))
    .filter((word) => word.length > 1 && !TITLES.has(word.toLowerCase()));
}

/**
 * The first name to greet a named person by, or null when the name is no person's. Names in the
 * county's order give the first name after the family name: "SMITH, JOHN", and "SMITH JOHN & MARY"
 * (a second person named by a first name alone). Others ("John Smith", "Dr. Ana Diaz",
 * "John Smith & Mary Smith") give their first word.
 */
export function firstNameOf(name: string | null | undefined): string | null {
  const text = name?.trim();
  if (!text || isEntityName(text)) return null;
  const comma = text.indexOf(',');
  if (comma >= 0) return nameWords(text.slice(comma + 1)).map(asWritten)[0] ?? null;
  const [first = '', second] = text.split(/\s*(?:&|\band\b)\s*/i);
  const words = nameWords(first);
  const countyOrder = second !== undefined && words.length >= 2 && nameWords(second).length === 1;
  const word = countyOrder ? words[1] : words[0];
  return word ? asWritten(word) : null;
}
