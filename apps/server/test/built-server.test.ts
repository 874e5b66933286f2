import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { builtServerMain, ensureServerBuilt } from './built-server';

// The journeys' server runs from dist/ beside the process tests and starts its threads from files
// there: a fresh bundle must stay exactly as it is (docs/testing.md "Speed").
it('leaves a fresh bundle as it is, its thread files included', () => {
  ensureServerBuilt(); // builds once if the sources are newer, as by hand after an edit
  const files = [
    builtServerMain,
    path.join(path.dirname(builtServerMain), 'password-hashing.thread.mjs'),
  ];
  const before = files.map((file) => statSync(file, { bigint: true }));
  ensureServerBuilt();
  const after = files.map((file) => statSync(file, { bigint: true }));
  expect(after.map((s) => [s.ino, s.mtimeNs])).toEqual(before.map((s) => [s.ino, s.mtimeNs]));
});
