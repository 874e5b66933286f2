// The CSV thread started from the sources (tests, `npm run dev`): TypeScript loaded through tsx.
// The built server starts dist/lead-import-csv.thread.js instead (build.mjs).
import { tsImport } from 'tsx/esm/api';

await tsImport('./csv-thread.ts', import.meta.url);
