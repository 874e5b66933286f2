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

/** Hands out zips of those cities, each once, Miami's first (about 1,300 in all). */
export function zipSupply() {
  const zips = CITIES.flatMap(([city, state]) =>
    zipcodes.lookupByName(city, state).map((place) => place.zip),
  );
  let used = 0;
  return {
    take(n: number): string[] {
      if (used + n > zips.length)
        throw new Error(`bench setup: ${used + n} zips but only ${zips.length}`);
      const taken = zips.slice(used, used + n);
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
