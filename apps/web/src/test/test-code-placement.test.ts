import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A house rule: test helpers and fakes live under test/ folders, and the app never imports them.

const SRC = path.resolve(import.meta.dirname, '..');
const TEST_ONLY_PACKAGES = /^(vitest|@testing-library\/|@porchlight\/contracts\/testing)/;

/** Every source file outside test/ folders that is not itself a test. */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productionFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map(
    ([, specifier]) => specifier ?? '',
  );
}

function isTestCode(file: string, specifier: string): boolean {
  if (TEST_ONLY_PACKAGES.test(specifier)) return true;
  const target = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : path.resolve(path.dirname(file), specifier);
  return specifier.startsWith('.') || specifier.startsWith('@/')
    ? path.relative(SRC, target).split(path.sep).includes('test')
    : false;
}

describe('test code', () => {
  it('stays in test/ folders: no app file imports a test helper, a fake or a test library', () => {
    const imports = productionFiles(SRC).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => isTestCode(file, specifier))
        .map((specifier) => `${path.relative(SRC, file)} -> ${specifier}`),
    );

    expect(imports).toEqual([]);
  });
});
