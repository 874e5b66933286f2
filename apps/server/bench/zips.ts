import zipcodes from 'zipcodes';

/** Cities whose every zip has sample inventory (300 properties, about 230 of them high-equity). */
const CITIES = [
  ['Miami', 'FL'],
  ['Houston', 'TX'],
  ['Chicago', 'IL'],
  ['Dallas', 'TX'],
  ['Atlanta', 'GA'],
  ['Phoenix', 'AZ'],
  ['San Antonio', 'TX'],
  ['Las Vegas', 'NV'],
  ['Los Angeles', 'CA'],
  ['New York', 'NY'],
  ['Philadelphia', 'PA'],
  ['Denver', 'CO'],
  ['Seattle', 'WA'],
] as const;

/**
 * Agents one zip's sample inventory serves in a day: 300 properties give 30 batches of 10, and the
 * bench leaves room for the days it does not run.
 */
const AGENTS_PER_ZIP = 10;

/**
 * Hands out zips of those cities, Miami's first (about 1,300 in all): each once, then, once all
 * are out, each again, as agents share areas in life (bench:day's whole series needs about
 * 1,650 agents).
 */
export function zipSupply() {
  const zips = CITIES.flatMap(([city, state]) =>
    zipcodes.lookupByName(city, state).map((place) => place.zip),
  );
  let used = 0;
  return {
    take(n: number): string[] {
      if (used + n > zips.length * AGENTS_PER_ZIP) {
        throw new Error(
          `bench setup: ${used + n} agents but ${zips.length} zips serve ${zips.length * AGENTS_PER_ZIP}`,
        );
      }
      const taken = Array.from({ length: n }, (_, k) => zips[(used + k) % zips.length] ?? '');
      used += n;
      return taken;
    },
    /** Skips the zips of one city (say, a city whose agents share its name as their area). */
    skipCity(city: string, state: string) {
      const skipped = new Set(zipcodes.lookupByName(city, state).map((place) => place.zip));
      const kept = zips.filter((zip, n) => n < used || !skipped.has(zip));
      zips.splice(0, zips.length, ...kept);
    },
  };
}
