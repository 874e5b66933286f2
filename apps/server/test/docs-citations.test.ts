import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every "why" in the code's comments (server, contracts, web) must be one a newcomer can follow
// from a clone: a comment cites a section of docs/ (`docs/quotas.md "Lead days per week"`), never a
// document kept outside the repository. Both halves are checked: no outside document is named,
// and every docs/ citation names a file that exists and, when it quotes headings, headings that
// file has. Nor does a comment send the reader to a numbered issue: the tracker is not in a clone
// either, so the why is written out or cited from docs/.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCANNED = [
  'apps/server/src',
  'apps/server/test',
  'apps/server/bench',
  'packages/contracts/src',
  'apps/web/src',
  'apps/web/e2e',
  'apps/web/bench',
  'apps/web/scripts',
];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'public', 'test-results']);
const TEXT_FILE = /\.(?:ts|tsx|mts|mjs|js|sql|json|html|css)$/;

/** The documents kept beside the repository, not in it. Spelled in parts, so this file passes. */
const OUTSIDE_NAMES = ['workspace', 'account', 'DOMAIN', 'DESIGN', 'STYLE', 'UI'].map(
  (name) => `${name}.md`,
);
const OUTSIDE = new RegExp(
  `(?<![\\w-])(?:${OUTSIDE_NAMES.map((name) => name.replace('.', '\\.')).join('|')})|\\.\\./${'shared'}`,
  'g',
);

/** An issue and its number (also capitalised, plural, or with a hash); spelled in parts. */
const ISSUE = new RegExp(`\\b${'issue'}s? ?#?\\d+\\b`, 'gi');

/** A comment's line break: the break, then the next line's indent and `*` or `//`. */
const BREAK = String.raw`(?:[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/)?)?[ \t]*`;
const QUOTED = String.raw`"([^"\n]+)"`;
/** A docs/ page, then the headings quoted after it: `"A"`, `"A", "B"` or `"A" and "B"`. */
const CITATION = new RegExp(
  String.raw`docs\/([\w/-]+\.md)((?:${BREAK}${QUOTED}(?:${BREAK}(?:,|and)${BREAK}${QUOTED})*)?)`,
  'g',
);

function scannedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : scannedFiles(file);
    return TEXT_FILE.test(entry.name) ? [file] : [];
  });
}

const FILES = SCANNED.flatMap((dir) => scannedFiles(path.join(repoRoot, dir))).map((file) => ({
  file: path.relative(repoRoot, file),
  text: readFileSync(file, 'utf8'),
}));

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Every heading of a docs/ page, as written after its #s, outside fenced code. */
function headingsOf(doc: string): Set<string> {
  const text = readFileSync(path.join(repoRoot, 'docs', doc), 'utf8');
  const prose = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const headings = prose.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm);
  return new Set([...headings].map(([, heading = '']) => heading));
}

const knownHeadings = new Map<string, Set<string>>();

/** The file's docs/ citations that name a missing page or a heading their page does not have. */
function brokenCitations(file: string, text: string): string[] {
  return [...text.matchAll(CITATION)].flatMap(
    ({ 0: citation, 1: doc = '', 2: quoted = '', index }) => {
      const where = `${file}:${lineOf(text, index)} ${citation.replace(/\s*(?:\*|\/\/)?\s+/g, ' ')}`;
      if (!existsSync(path.join(repoRoot, 'docs', doc))) return [`${where} (no such file)`];
      const headings = knownHeadings.get(doc) ?? headingsOf(doc);
      knownHeadings.set(doc, headings);
      return [...quoted.matchAll(/"([^"\n]+)"/g)]
        .map(([, heading = '']) => heading)
        .filter((heading) => !headings.has(heading))
        .map((heading) => `${where} (no heading "${heading}")`);
    },
  );
}

describe('the code cites only docs/', () => {
  it('scans the server, the contracts and the web app, tests and benches too', () => {
    const scanned = new Set(
      FILES.map(({ file }) => SCANNED.find((dir) => file.startsWith(`${dir}/`))),
    );
    expect([...scanned].sort()).toEqual([...SCANNED].sort());
  });

  it('names no document kept outside the repository', () => {
    const named = FILES.flatMap(({ file, text }) =>
      [...text.matchAll(OUTSIDE)].map((m) => `${file}:${lineOf(text, m.index)} ${m[0]}`),
    );
    expect(named).toEqual([]);
  });

  it('sends the reader to no issue number', () => {
    const cited = FILES.flatMap(({ file, text }) =>
      [...text.matchAll(ISSUE)].map((m) => `${file}:${lineOf(text, m.index)} ${m[0]}`),
    );
    expect(cited).toEqual([]);
  });

  it('cites docs/ files and headings that exist', () => {
    const broken = FILES.flatMap(({ file, text }) => brokenCitations(file, text));
    expect(broken).toEqual([]);
  });
});
