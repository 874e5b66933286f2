import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFiles } from './code-files';

// When a lead's follow-up starts has one home, the follow-up module (docs/follow-up.md "When a
// follow-up starts"). Any other file that writes `sequence_started_at` does so with a value the
// follow-up module gives it (`${sequenceStart…(…)}`), never with a rule of its own.

const SRC = path.resolve(import.meta.dirname, '../src');
const HOME = path.join(SRC, 'modules/follow-up');

/** An assignment `sequence_started_at = <value>` whose value is not one of the home's. */
const OWN_ASSIGNMENT = /sequence_started_at\s*=(?!\s*\$\{sequenceStart\w+\()/g;
/** An insert into leads naming the column: its value must come from the home too. */
const INSERT = /insert into leads\s*\([^)]*sequence_started_at[^)]*\)/g;

function rulesOutsideHome(): string[] {
  return codeFiles(SRC)
    .filter((file) => !file.startsWith(HOME + path.sep))
    .flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      const where = path.relative(SRC, file);
      const assignments = [...code.matchAll(OWN_ASSIGNMENT)].map(() => `${where}: assigns`);
      const inserts = [...code.matchAll(INSERT)].flatMap(() =>
        /\$\{sequenceStart\w+\(/.test(code) ? [] : [`${where}: inserts`],
      );
      return [...assignments, ...inserts];
    });
}

describe('when a follow-up starts', () => {
  it("is decided in the follow-up module alone: other modules write only the rule's values", () => {
    expect(rulesOutsideHome()).toEqual([]);
  });

  it('finds the writes it guards: the swipe, its undo and a bought lead use the home', () => {
    const uses = codeFiles(SRC)
      .filter((file) => !file.startsWith(HOME + path.sep))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\$\{(sequenceStart\w+)\(/g)].map(
          ([, name]) => `${path.relative(SRC, file)} ${name}`,
        ),
      );
    expect(uses.sort()).toEqual([
      'modules/bulk-leads/bought-leads.ts sequenceStartOfBoughtLead',
      'modules/daily-leads/swipe.service.ts sequenceStartAfterSwipe',
      'modules/daily-leads/swipe.service.ts sequenceStartAfterUndo',
    ]);
  });
});
