import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFiles } from './code-files';

// Each server module has one front door, its index.ts (docs/architecture.md "Modules"): the app
// and other modules import a module only through it, and no two modules need each other. Tests
// may reach inside (they test the internals).

const SRC = path.resolve(import.meta.dirname, '../src');
const MODULES = path.join(SRC, 'modules');

/** The module a file lies in, if any. */
function moduleOf(file: string): string | undefined {
  const relative = path.relative(MODULES, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
}

/** Every relative import of a file, resolved to the module path it names (no extension). */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/\bfrom\s+'(\.[^']*)'/g)].map(([, spec = '']) =>
    path.resolve(path.dirname(file), spec),
  );
}

const edges = codeFiles(SRC).flatMap((file) =>
  importsOf(file).map((target) => ({ file, from: moduleOf(file), target })),
);

describe('the server modules’ front doors', () => {
  it('lets the app and other modules in through index.ts only', () => {
    const reaches = edges.flatMap(({ file, from, target }) => {
      const to = moduleOf(target);
      if (!to || to === from) return [];
      const inside = path.relative(path.join(MODULES, to), target);
      return inside === '' || inside === 'index'
        ? []
        : [`${path.relative(SRC, file)} → ${to}/${inside}`];
    });
    expect(reaches).toEqual([]);
  });

  it('has no two modules that need each other, however far round', () => {
    const needs = new Map<string, Set<string>>();
    for (const { from, target } of edges) {
      const to = moduleOf(target);
      if (from && to && from !== to) needs.set(from, (needs.get(from) ?? new Set()).add(to));
    }
    const loops: string[] = [];
    const walk = (module: string, trail: string[]) => {
      if (trail.includes(module)) {
        loops.push([...trail.slice(trail.indexOf(module)), module].join(' → '));
        return;
      }
      for (const next of needs.get(module) ?? []) walk(next, [...trail, module]);
    };
    for (const module of needs.keys()) walk(module, []);
    expect(loops).toEqual([]);
  });
});
