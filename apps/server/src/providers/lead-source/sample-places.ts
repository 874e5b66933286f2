import zipcodes from 'zipcodes';
import { NON_RESIDENTIAL_PLACE } from './sample-data';
import type { SeededRandom } from './seeded-random';

export interface Place {
  zip: string;
  city: string;
  state: string;
}

interface StatePlaces {
  /** Every residential zip of the state, sorted, so picks never depend on the data's key order. */
  all: Place[];
  /** The zips of the state's biggest cities (those with the most zips). */
  mainCities: Place[];
}

/** How many of a state's cities count as its main ones. */
const MAIN_CITIES = 8;
const placesByState = new Map<string, StatePlaces>();

/**
 * A real place where an owner living in `state` gets mail, never in `exceptCity`. Owners mostly
 * live in the state's main cities (Orlando, Tampa), sometimes in any town; null when the state has
 * no other place (DC).
 */
export function ownerHomePlace(
  random: SeededRandom,
  state: string,
  exceptCity: string | null = null,
): Place | null {
  const { all, mainCities } = placesOutside(state, exceptCity);
  const pool = mainCities.length > 0 && random.chance(0.75) ? mainCities : all;
  return pool.length > 0 ? random.pick(pool) : null;
}

/** Remembers only the last answer: one zip's 300 owners all ask about the same city. */
let lastOutside: { key: string; places: StatePlaces } | undefined;
function placesOutside(state: string, exceptCity: string | null): StatePlaces {
  if (exceptCity === null) return placesOf(state);
  const excluded = exceptCity.toLowerCase();
  const key = `${state}|${excluded}`;
  if (lastOutside?.key !== key) {
    const { all, mainCities } = placesOf(state);
    const outside = (places: Place[]) =>
      places.filter((place) => place.city.toLowerCase() !== excluded);
    lastOutside = { key, places: { all: outside(all), mainCities: outside(mainCities) } };
  }
  return lastOutside.places;
}

function placesOf(state: string): StatePlaces {
  let places = placesByState.get(state);
  if (!places) {
    const all = zipcodes
      .lookupByState(state)
      .filter((place) => place.country === 'US' && !NON_RESIDENTIAL_PLACE.test(place.city))
      .map(({ zip, city }) => ({ zip, city, state }))
      .sort((a, b) => (a.zip < b.zip ? -1 : 1));
    const zipsPerCity = new Map<string, number>();
    for (const place of all) zipsPerCity.set(place.city, (zipsPerCity.get(place.city) ?? 0) + 1);
    const biggest = [...zipsPerCity]
      .sort(([cityA, a], [cityB, b]) => b - a || (cityA < cityB ? -1 : 1))
      .slice(0, MAIN_CITIES)
      .map(([city]) => city);
    places = { all, mainCities: all.filter((place) => biggest.includes(place.city)) };
    placesByState.set(state, places);
  }
  return places;
}
