// The form's schema, loaded on first focus through this module only: the page imports constants
// from '@porchlight/contracts' statically, so a dynamic import of the package itself would not be
// split off (Rolldown: INEFFECTIVE_DYNAMIC_IMPORT) and would put the schema and zod in the page.
export { SupportContactRequest } from '@porchlight/contracts';
