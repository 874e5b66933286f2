// The CSV engine of the lead import (docs/imports.md): pure functions from a file's bytes to the
// leads it imports. The routes and the job reach them through the CSV thread (`runCsvTask`), and
// call nothing else of csv/ but `mappingProblem`.
export { addressKeys } from './address';
export { decodeCsv } from './decode';
export { mappingProblem, suggestMapping } from './mapping';
export { type CsvDelimiter, type ParsedCsv, parseCsv } from './parse';
export { type ImportPlan, planImport } from './plan';
export type { ImportedLead } from './row';
export {
  type CsvTask,
  type FilePreview,
  type HeldAddress,
  type ReadUpload,
  runCsvTask,
} from './work';
