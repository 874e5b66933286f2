import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README is the front door and docs/ holds the rest (docs/README.md): the door stays short,
// every table fits a terminal, and every link inside the repository leads somewhere.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAX_README_LINES = 150;
const MAX_TABLE_ROW_CHARS = 100;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

const pages = [path.join(repoRoot, 'README.md'), ...markdownFiles(path.join(repoRoot, 'docs'))];
const relative = (file: string) => path.relative(repoRoot, file);

/** The lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(file: string): { line: string; number: number }[] {
  let fenced = false;
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return [];
      }
      return fenced ? [] : [{ line, number: i + 1 }];
    });
}

/** Link targets that name a file of the repository (no scheme, not only an anchor). */
function relativeTargets(line: string): string[] {
  const withoutCode = line.replace(/`[^`]*`/g, '');
  return [...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map(([, target]) => target ?? '')
    .filter((target) => target !== '' && !target.startsWith('#'))
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the README and docs/', () => {
  it(`keep the README to at most ${MAX_README_LINES} lines`, () => {
    const text = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;

    expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it(`have no table row wider than ${MAX_TABLE_ROW_CHARS} characters`, () => {
    const wide = pages.flatMap((file) =>
      proseLines(file)
        .filter(({ line }) => /^\s*\|/.test(line) && [...line].length > MAX_TABLE_ROW_CHARS)
        .map(({ number, line }) => `${relative(file)}:${number} (${[...line].length} characters)`),
    );

    expect(wide).toEqual([]);
  });

  it('link only to files that exist', () => {
    const broken = pages.flatMap((file) =>
      proseLines(file).flatMap(({ line, number }) =>
        relativeTargets(line)
          .filter((target) => {
            const filePart = decodeURI(target.split('#')[0]?.split('?')[0] ?? '');
            return !existsSync(path.resolve(path.dirname(file), filePart));
          })
          .map((target) => `${relative(file)}:${number} → ${target}`),
      ),
    );

    expect(broken).toEqual([]);
  });
});
