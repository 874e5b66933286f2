import { readTargetArea } from '@porchlight/contracts';
import zipcodes from 'zipcodes';
import type { TargetArea } from './index';

/**
 * Reads the agent's target area by the one rule a save checks (`readTargetArea`: a 5-digit zip,
 * or one "City, ST"). The city takes the zip data's spelling when it knows the city ("saint louis"
 * → "Saint Louis"), so the same place always gets the same city key. Anything else: null.
 */
export function parseTargetArea(text: string): TargetArea | null {
  const read = readTargetArea(text);
  if (read?.kind !== 'city') return read;
  const { city: typed, state } = read;
  // The zip data spells out "Saint", "Fort" and "Mount"; people often abbreviate them.
  const spelledOut = typed
    .replace(/^st\.?\s+/i, 'Saint ')
    .replace(/^ft\.?\s+/i, 'Fort ')
    .replace(/^mt\.?\s+/i, 'Mount ');
  const known = usPlacesNamed(typed, state)[0] ?? usPlacesNamed(spelledOut, state)[0];
  return { kind: 'city', city: known?.city ?? titleCase(typed), state };
}

/** Every US state or territory code the zip data knows (Canada shares the lookup, hence the filter). */
export function zipDataStateCodes(): string[] {
  const codes = Object.values(zipcodes.codes)
    .filter((place) => place.country === 'US')
    .map((place) => place.state);
  return [...new Set(codes)].sort();
}

/** The zips of an area: the zip itself when it exists, or every zip of the city; [] when none. */
export function zipsOf(area: TargetArea): string[] {
  if (area.kind === 'zip') {
    const place = zipcodes.lookup(area.zip);
    return place && place.country === 'US' ? [place.zip] : [];
  }
  return usPlacesNamed(area.city, area.state)
    .map((place) => place.zip)
    .sort();
}

/** The `properties.city_key` of a city: `lower(city)|lower(state)`. */
export function cityKey(city: string, state: string): string {
  return `${city.trim().toLowerCase()}|${state.trim().toLowerCase()}`;
}

/** A place name as people write it: the source's spelling, unless it is all capitals. */
export function placeName(text: string): string {
  const tidy = text.trim().replace(/\s+/g, ' ');
  return tidy === tidy.toUpperCase() ? titleCase(tidy) : tidy;
}

/** The zip data never changes: each city's places are looked up once (a lookup scans all of it). */
const placesByName = new Map<string, ReturnType<typeof zipcodes.lookupByName>>();

function usPlacesNamed(city: string, state: string) {
  const key = `${city.toLowerCase()}|${state.toLowerCase()}`;
  let places = placesByName.get(key);
  if (!places) {
    places = zipcodes.lookupByName(city, state).filter((place) => place.country === 'US');
    // Typed names are unbounded; the cities agents search are not.
    if (placesByName.size >= 10_000) placesByName.clear();
    placesByName.set(key, places);
  }
  return places;
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, gap: string, letter: string) => {
    return gap + letter.toUpperCase();
  });
}
