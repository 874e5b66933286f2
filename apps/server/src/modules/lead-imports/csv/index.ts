// The CSV engine of the lead import (docs/imports.md): pure functions from a file's bytes to the
// leads it imports. The routes, the job and the database call these and nothing else of csv/.
export { addressKeys } from './address';
export { decodeCsv } from './decode';
export { mappingProblem, suggestMapping } from './mapping';
export { type CsvDelimiter, type ParsedCsv, parseCsv } from './parse';
export { type ImportPlan, planImport } from './plan';
export type { ImportedLead } from './row';
