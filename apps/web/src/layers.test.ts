import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers: pages in app/ combine the features; features never import each other; what lies
// below them (components/, hooks/, lib/, api/) imports no feature and no page.

const SRC = import.meta.dirname;
const BELOW_FEATURES = ['components', 'hooks', 'lib', 'api'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    const isTest = /\.test\.tsx?$|-test-helpers\.tsx?$|-test-steps\.ts$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && !isTest ? [file] : [];
  });
}

/** 'features/<name>' for a feature's file, else the first folder under src/. */
function roomOf(file: string): string {
  const [top = '', name = ''] = path.relative(SRC, file).split(path.sep);
  return top === 'features' ? `features/${name}` : top;
}

/** Every room one file imports from, by its static and dynamic imports. */
function importedRooms(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map(([, s]) => s ?? '');
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [roomOf(path.join(SRC, specifier.slice(2)))];
    if (specifier.startsWith('.')) return [roomOf(path.resolve(path.dirname(file), specifier))];
    return [];
  });
}

function importsAcrossRooms(): string[] {
  return sourceFiles(SRC).flatMap((file) => {
    const from = roomOf(file);
    return importedRooms(file)
      .filter((to) => to !== from)
      .map((to) => `${from} -> ${to}`);
  });
}

describe('the web layers', () => {
  it('keep what lies below the features free of features and pages', () => {
    const upward = importsAcrossRooms().filter((edge) => {
      const [from = '', to = ''] = edge.split(' -> ');
      return BELOW_FEATURES.includes(from) && (to.startsWith('features/') || to === 'app');
    });

    expect(upward).toEqual([]);
  });

  it('keep each feature out of the others and out of the pages', () => {
    const across = importsAcrossRooms().filter((edge) => {
      const [from = '', to = ''] = edge.split(' -> ');
      return from.startsWith('features/') && (to.startsWith('features/') || to === 'app');
    });

    expect([...new Set(across)]).toEqual([]);
  });
});
