import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFiles } from './code-files';

// The calendar has one home, calendar.ts (it was once in five places: the server's own
// calendar, a week in the streaks, `toLocaleDateString('en-CA')` in two CSVs and a SQL cast).
// Outside it, no code names a zone, reads an offset, casts to a zone's date in SQL or calls
// toLocaleDateString. The owner-zone table (ZIP and state to IANA zone) is data, not arithmetic.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const HOMES = ['packages/contracts/src/calendar.ts', 'apps/server/src/lib/owner-time-zone.ts'];

const RULES: [string, RegExp][] = [
  ['a zone literal', /['"`](?:America|Europe|Pacific|Asia|Africa|Australia|US)\/[A-Za-z_]+/],
  ['toLocaleDateString', /\.toLocaleDateString\(/],
  ['offset arithmetic', /getTimezoneOffset\(|offsetAt\(|timezoneOffset|tzOffset/i],
  ["a SQL cast to a zone's date", /at time zone (?!'UTC')/i],
  ['a second calendar library', /from '@date-fns\/tz'|from 'date-fns-tz'/],
];

function calendarBreaches(code: string): string[] {
  return RULES.flatMap(([name, pattern]) => (pattern.test(code) ? [name] : []));
}

describe('the calendar’s one home', () => {
  it('finds what it looks for', () => {
    expect(calendarBreaches("const zone = 'America/Chicago';")).toEqual(['a zone literal']);
    expect(calendarBreaches("d.toLocaleDateString('en-CA', { timeZone })")).toEqual([
      'toLocaleDateString',
    ]);
    expect(calendarBreaches('const minutes = date.getTimezoneOffset();')).toEqual([
      'offset arithmetic',
    ]);
    expect(calendarBreaches('select (x at time zone $1)::date')).toEqual([
      "a SQL cast to a zone's date",
    ]);
    expect(calendarBreaches("sql`to_char(x at time zone 'UTC', 'YYYY')`")).toEqual([]);
  });

  it('is the only place that names a zone or does a zone’s arithmetic', () => {
    const breaches = SOURCES.flatMap((dir) => codeFiles(path.join(ROOT, dir)))
      .filter((file) => !HOMES.includes(path.relative(ROOT, file)))
      .flatMap((file) =>
        calendarBreaches(readFileSync(file, 'utf8')).map(
          (rule) => `${path.relative(ROOT, file)}: ${rule}`,
        ),
      );
    expect(breaches).toEqual([]);
  });
});
