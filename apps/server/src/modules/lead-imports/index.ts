// The lead-imports module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"); everything else in this folder is its own.
export { leadImportJobs } from './lead-imports.jobs';
export { leadImportsRoutes } from './lead-imports.routes';
