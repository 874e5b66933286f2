// The agent's one target area (docs/leads.md "Target area"): how the lead engine reads it, and so
// what a save accepts, one home for the rule on both sides.
import { US_STATE_CODES } from './return-address';
import { TARGET_AREA_MESSAGES } from './target-area-messages';
import { isPlainText } from './text';

/** Where the agent's leads come from: one zip, or one city of one state. */
export type TargetAreaPlace =
  | { kind: 'zip'; zip: string }
  | { kind: 'city'; city: string; state: string };

export { TARGET_AREA_MESSAGES };

/**
 * The state codes of the US zip data the lead engine searches: those USPS delivers to, and the
 * freely associated states the data also holds (a server test keeps this equal to that data's).
 */
export const TARGET_AREA_STATE_CODES: ReadonlySet<string> = new Set([
  ...US_STATE_CODES,
  'FM',
  'MH',
  'PW',
]);

const ZIP = /^\d{5}$/;
const CITY_STATE = /^([^,]+),\s*([A-Za-z]{2})$/;
/** A city's name: letters, with the spaces, periods, apostrophes and hyphens names carry. */
const CITY_NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
/** Signs of a list: a second comma, a separator, or zips one after another. */
const SEVERAL = /,.*,|[;|/&+\n]|^\d{5}[\s,]+\d{5}/;

/**
 * Reads one target area: a 5-digit zip, or "City, ST" with a US state code, in any case and with
 * any spacing around the comma. The city keeps the agent's spelling (spaces tidied), the state
 * is in capitals. Anything else, several areas included, is no area: null.
 */
export function readTargetArea(text: string): TargetAreaPlace | null {
  if (!isPlainText(text)) return null;
  const trimmed = text.trim();
  if (ZIP.test(trimmed)) return { kind: 'zip', zip: trimmed };
  const match = CITY_STATE.exec(trimmed);
  if (!match?.[1] || !match[2]) return null;
  const city = match[1].trim().replace(/\s+/g, ' ');
  const state = match[2].toUpperCase();
  if (!CITY_NAME.test(city) || !TARGET_AREA_STATE_CODES.has(state)) return null;
  return { kind: 'city', city, state };
}

/**
 * The problem of a typed target area in the words the Criteria tab shows, or null when the lead
 * engine can read it (`readTargetArea`), so the form and the save refuse exactly the same.
 */
export function targetAreaProblem(raw: string): string | null {
  const area = raw.trim();
  if (area === '') return TARGET_AREA_MESSAGES.required;
  if (/^\d+$/.test(area) && area.length !== 5) return TARGET_AREA_MESSAGES.zipDigits;
  if (SEVERAL.test(area)) return TARGET_AREA_MESSAGES.oneArea;
  return readTargetArea(raw) ? null : TARGET_AREA_MESSAGES.format;
}
