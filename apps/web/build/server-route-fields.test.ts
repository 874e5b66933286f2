import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutServerRouteFields } from './server-route-fields';

const ROUTES = path.resolve(import.meta.dirname, '../../../packages/contracts/src/routes');
/** The modules beside the definitions that define no route: their types, rules and lists. */
const HELPERS = [
  'index.ts',
  'define-route.ts',
  'route-definition.ts',
  'route-rules.ts',
  'route-schemas.ts',
  'queueable.ts',
];
const count = (code: string, field: RegExp) => code.match(field)?.length ?? 0;

describe('the web build drops what only the server reads of a route definition', () => {
  const files = readdirSync(ROUTES)
    .filter((name) => !name.endsWith('.test.ts') && !HELPERS.includes(name))
    .map((name) => path.join(ROUTES, name));

  it.each(files)(
    '%s: no summary, tags, errors or schema names; every method, path and answer',
    (file) => {
      const before = readFileSync(file, 'utf8');
      const after = withoutServerRouteFields(before);
      for (const field of [
        /^ {2}summary:/gm,
        /^ {2}tags:/gm,
        /^ {2}errors:/gm,
        /^ {2}(params|query|body):/gm,
      ]) {
        expect(count(after, field), String(field)).toBe(0);
      }
      for (const field of [/^ {2}method:/gm, /^ {2}path:/gm, /^ {2}answer:/gm, /defineRoute\(/g]) {
        expect(count(after, field), String(field)).toBe(count(before, field));
        expect(count(before, field)).toBeGreaterThan(0);
      }
    },
  );
});
