import { DIRECTIONALS, STREET_SUFFIXES, UNIT_DESIGNATORS } from './street-words';
import { stateCode } from './us-states';

/** A street line read into its parts (docs/imports.md "Cleaning"). */
export interface StreetLine {
  /** "123 N Main St Apt 4B": what the lead shows. */
  display: string;
  /** "123 N MAIN ST #4B": what two addresses are compared by. */
  compare: string;
  houseNumber: string | null;
  /** "N Main St", without the house number and the unit. */
  street: string | null;
}

interface Unit {
  designator: string;
  value: string;
}

const HOUSE_NUMBER = /^\d[\dA-Z/-]*$/;
const UNIT_VALUE = /\d|^[A-Z]$/;
const ORDINAL = /^\d+(ST|ND|RD|TH)$/;
/** A later comma part that is the city's state and ZIP ("FL 33140"), not a unit on floor 33140. */
const STATE_AND_ZIP = /^[A-Z]{2} \d{5}(-\d{4})?$/;

function tokens(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/#/g, ' # ')
    .split(/[\s,;]+/)
    .filter((token) => token !== '');
}

/** A unit written alone ("Apt 4B", "#4b", "4B"), as in a unit column or after a comma. */
function readUnit(words: string[]): Unit | null {
  const [first, ...rest] = words;
  if (first === undefined) return null;
  const designator = UNIT_DESIGNATORS.get(first);
  const value = (designator ? rest : words).filter((word) => word !== '#').join(' ');
  if (value === '') return null;
  return { designator: designator ?? 'Apt', value: value.replace(/^-/, '') };
}

/** Splits the street line's words from a unit at their end ("... ST APT 4B", "... ST # 4B"). */
function splitUnit(words: string[]): { words: string[]; unit: Unit | null } {
  // After the house number and one street word at least: "Unit St" is a street.
  for (let index = 2; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (!UNIT_DESIGNATORS.has(word)) continue;
    const unit = readUnit(words.slice(index));
    // A unit is a number or a letter: "123 Old Suite Rd" is a street with "Suite" in its name.
    if (unit && UNIT_VALUE.test(unit.value)) return { words: words.slice(0, index), unit };
  }
  return { words, unit: null };
}

const WORD_START = new Set(['-', "'", '’']);

/** "O'BRIEN" → "O'Brien", "SMITH-JONES" → "Smith-Jones", "1ST" → "1st", "4B" stays. */
export function titleWord(word: string): string {
  if (ORDINAL.test(word)) return word.toLowerCase();
  if (/\d/.test(word)) return word;
  const lower = word.toLowerCase();
  let out = '';
  let start = true;
  for (const char of lower) {
    out += start ? char.toUpperCase() : char;
    start = WORD_START.has(char);
  }
  return out;
}

const NORTH_SOUTH: Record<string, string> = { NORTH: 'N', N: 'N', SOUTH: 'S', S: 'S' };
const EAST_WEST: Record<string, string> = { EAST: 'E', E: 'E', WEST: 'W', W: 'W' };

/**
 * "North West 5th St" and "N W 5th St" are "NW 5th St": the directional written in two words.
 * "North West St" stays West St's north part: a street name must follow.
 */
function joinDirectional(words: string[]): string[] {
  const [first = '', second = '', ...rest] = words;
  const ns = NORTH_SOUTH[first];
  const ew = EAST_WEST[second];
  return ns && ew && rest.length > 1 ? [`${ns}${ew}`, ...rest] : words;
}

function streetWords(words: string[]): string[] {
  const out = joinDirectional(words);
  const last = out.length - 1;
  if (out.length >= 2) {
    // "North St" is a street named North; "North Main St" is Main St's north part.
    const named = out.length === 2 && STREET_SUFFIXES.has(out[1] ?? '');
    if (!named) out[0] = DIRECTIONALS.get(out[0] ?? '') ?? out[0] ?? '';
    const post = DIRECTIONALS.get(out[last] ?? '');
    const suffixAt = post && out.length >= 3 ? last - 1 : last;
    if (post && out.length >= 3) out[last] = post;
    out[suffixAt] = STREET_SUFFIXES.get(out[suffixAt] ?? '') ?? out[suffixAt] ?? '';
  }
  return out;
}

// biome-ignore format: the ordinals read best as a compact list
const ORDINAL_WORDS = [
  'FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH',
  'ELEVENTH', 'TWELFTH', 'THIRTEENTH', 'FOURTEENTH', 'FIFTEENTH', 'SIXTEENTH', 'SEVENTEENTH',
  'EIGHTEENTH', 'NINETEENTH', 'TWENTIETH',
];
const TENS_WORDS = [
  'THIRTIETH',
  'FORTIETH',
  'FIFTIETH',
  'SIXTIETH',
  'SEVENTIETH',
  'EIGHTIETH',
  'NINETIETH',
];
const suffixOf = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? 'TH' : (['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH');
/** "SIXTH" → "6TH": "2500 Sixth Ave" and "2500 6th Ave" are compared as one street. */
const ORDINALS = new Map<string, string>([
  ...ORDINAL_WORDS.map((word, i): [string, string] => [word, `${i + 1}${suffixOf(i + 1)}`]),
  ...TENS_WORDS.map((word, i): [string, string] => [word, `${(i + 3) * 10}TH`]),
]);

/** Written in capitals: directionals, and the letters of "US Hwy 1" and "PO Box 12". */
const CAPITAL_WORDS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW', 'US', 'PO']);

function displayWord(word: string): string {
  if (CAPITAL_WORDS.has(word)) return word;
  return titleWord(word);
}

/**
 * Reads a street line, and a separate unit column when the file has one. A comma part after the
 * street ("123 Main St, Apt 4", or a whole "123 Main St, Miami, FL 33140") adds its unit only.
 */
export function parseStreet(line: string, unitCell: string | null = null): StreetLine {
  const [first = '', ...later] = line.split(',');
  const split = splitUnit(tokens(first));
  let unit = split.unit;
  for (const part of later) {
    const words = tokens(part);
    const designated = words[0] !== undefined && UNIT_DESIGNATORS.has(words[0]);
    if (!unit && designated && !STATE_AND_ZIP.test(words.join(' '))) unit = readUnit(words);
  }
  if (!unit && unitCell) unit = readUnit(tokens(unitCell));
  const [head, ...rest] = split.words;
  const hasNumber = head !== undefined && HOUSE_NUMBER.test(head);
  const street = streetWords(hasNumber ? rest : split.words);
  const houseNumber = hasNumber ? head : null;
  const unitDisplay = unit ? [`${unit.designator} ${unit.value}`] : [];
  const unitCompare = unit ? [`#${unit.value.replace(/\s+/g, '')}`] : [];
  const streetDisplay = street.map(displayWord).join(' ');
  return {
    display: [houseNumber ?? '', streetDisplay, ...unitDisplay].filter(Boolean).join(' '),
    compare: [
      houseNumber ?? '',
      ...street.map((word) => ORDINALS.get(word) ?? word),
      ...unitCompare,
    ]
      .filter(Boolean)
      .join(' ')
      .replace(/['’]/g, ''),
    houseNumber,
    street: streetDisplay || null,
  };
}

/**
 * Five-digit ZIP, or "" (docs/imports.md "Cleaning"): ZIP+4 drops its four, and a ZIP a
 * spreadsheet read as a number ("2134" for "02134") gets its leading zero back (where that can
 * happen: `zipRepairRefusal`).
 */
/**
 * The states and territories whose ZIP codes start with 0 (the USPS's prefixes: 005 New York,
 * 006–009 Puerto Rico and the Virgin Islands, 010–069 New England, 070–089 New Jersey, 090–099
 * Armed Forces Europe). Only there can a four-digit ZIP be one that lost its leading zero.
 */
const ZERO_ZIP_STATES = new Set(['CT', 'MA', 'ME', 'NH', 'NJ', 'NY', 'PR', 'RI', 'VT', 'VI', 'AE']);

/**
 * Why a four-digit ZIP cannot be repaired in this state ("3250" in FL is no ZIP, not New
 * Hampshire's 03250), or null: it is not four digits, it may be repaired, or the state is unknown.
 */
export function zipRepairRefusal(value: string, state: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{4}(\d{4})?$/.test(digits) || !state || ZERO_ZIP_STATES.has(state)) return null;
  return `ZIP ${value.trim()} has 4 digits, and no ${state} ZIP starts with 0`;
}

export function normaliseZip(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return '';
  if (digits.length === 4 || digits.length === 8) return `0${digits}`.slice(0, 5);
  if (digits.length === 5 || digits.length === 9) return digits.slice(0, 5);
  return '';
}

const cityDisplays = new Map<string, string>();

/** "MIAMI BEACH" → "Miami Beach". A file names few cities many times: each is written once. */
export function cityDisplay(value: string): string {
  let display = cityDisplays.get(value);
  if (display === undefined) {
    display = value.split(' ').filter(Boolean).map(titleWord).join(' ');
    if (cityDisplays.size > 10_000) cityDisplays.clear();
    cityDisplays.set(value, display);
  }
  return display;
}

const cityCompare = (city: string) =>
  city.toUpperCase().replace(/[.,']/g, '').replace(/\s+/g, ' ').trim();

/** The keys of a street line already read: `addressKeys` and the file's rows share them. */
export function streetKeys(compare: string, city: string, state: string, zip: string): string[] {
  if (compare === '') return [];
  const keys: string[] = [];
  if (zip) keys.push(`${compare}|${zip}`);
  const cityKey = cityCompare(city);
  if (cityKey && state) keys.push(`${compare}|${cityKey}|${state}`);
  return keys;
}

/**
 * The keys an address is compared by (docs/imports.md "Duplicates"): street line and ZIP, and
 * street line, city and state. Two addresses are the same lead when they share one key, so a row
 * with a ZIP matches a lead known by its city and state as well.
 */
export function addressKeys(parts: {
  street: string;
  city: string | null;
  state: string | null;
  zip: string | null;
}): string[] {
  return streetKeys(
    parseStreet(parts.street).compare,
    parts.city ?? '',
    stateCode(parts.state ?? ''),
    normaliseZip(parts.zip ?? ''),
  );
}
