import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './pwa/vite-plugin.ts';

// The Host is passed on as the browser sent it (changeOrigin off): without a PUBLIC_URL the API
// takes a state-changing call whose Origin is the address the browser used, here this server's.
const api = { target: 'http://127.0.0.1:3000', changeOrigin: false };

// The contracts' modules without zod (constants, pure rules): each its own small chunk, so a page
// that reads PLANS or SUPPORT_HOURS never shares a chunk with a schema and pulls zod in with it.
// The two that every page reads (the version, the site's pages) stay in the entry: a chunk of
// their few bytes cost each page more in its own gzip frame and import than it held.
const contracts = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));
const zodFreeContracts = new Set(
  readdirSync(contracts).filter(
    (file) =>
      /^[\w-]+\.ts$/.test(file) &&
      !file.includes('.test.') &&
      !readFileSync(`${contracts}${file}`, 'utf8').includes("from 'zod'"),
  ),
);
const IN_THE_ENTRY = new Set(['index.ts', 'version.ts', 'site-pages.ts']);
function contractsChunk(moduleId: string): string | null {
  const file = /packages[\\/]contracts[\\/]src[\\/]([\w-]+\.ts)$/.exec(moduleId)?.[1];
  return file && !IN_THE_ENTRY.has(file) && zodFreeContracts.has(file)
    ? `contracts-${file.slice(0, -3)}`
    : null;
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), serviceWorker()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React 19's own hook instead of the shim wouter imports for older Reacts.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads each page's own chunk (plugins/page-heads.ts).
    manifest: true,
    // No preload lists inside the chunks (about 2 KB of the entry's router alone): a page's own
    // chunks are preloaded by the server from the manifest; later routes load their imports as
    // they are reached.
    modulePreload: false,
    rolldownOptions: {
      // Building a zod schema has no side effects, so a chunk that imports only constants from
      // @porchlight/contracts (APP_VERSION on every page) leaves its schemas and zod out.
      // The one zod call kept for its effect, z.config(), must not be used in the web app.
      // packages/contracts declares "sideEffects": false: a page takes only the exports it uses,
      // even when a contracts module computes a list at load (SELLER_TYPES.map).
      treeshake: { manualPureFunctions: ['z'] },
      // zod in a chunk of its own, loaded only by pages that validate with it.
      output: {
        codeSplitting: {
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }, { name: contractsChunk }],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/dev': api } },
});
