import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
} from '@porchlight/contracts';
import { COLUMN_NAMES } from './column-names';

/** "Owner 1 First Name", "owner_1_first_name", "Est. Value" → "owner1firstname", "estvalue". */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const FIELD_BY_NAME = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) {
  for (const name of COLUMN_NAMES[field]) FIELD_BY_NAME.set(name, field);
}

/** The field a header is known by, whatever other column fills it; null for a name we don't know. */
export function fieldOfHeader(header: string): ImportField | null {
  return FIELD_BY_NAME.get(headerKey(header)) ?? null;
}

/**
 * The mapping guessed from the headers (docs/imports.md "Matching columns"): each column its
 * field by name, a field for the first column that names it, null for the rest.
 */
export function suggestMapping(headers: string[]): ImportMapping {
  const used = new Set<ImportField>();
  return headers.map((header) => {
    const field = fieldOfHeader(header);
    if (field === null || used.has(field)) return null;
    used.add(field);
    return field;
  });
}

/**
 * Why a mapping cannot import, as a sentence naming what to choose; null when it can. A lead needs
 * its street address, and a ZIP or a city and a state to place it.
 */
export function mappingProblem(mapping: ImportMapping, headers: string[]): string | null {
  if (mapping.length !== headers.length) {
    return `Choose a field, or none, for each of the file's ${headers.length} columns.`;
  }
  const used = mapping.filter((field) => field !== null);
  const twice = used.find((field, index) => used.indexOf(field) !== index);
  if (twice) return `Choose one column for ${IMPORT_FIELD_LABELS[twice]}: two columns fill it.`;
  const has = (field: ImportField) => used.includes(field);
  if (!has('address')) return 'Choose the column that holds the street address.';
  if (!has('zip') && !(has('city') && has('state'))) {
    if (has('city'))
      return 'Choose the column that holds the state, or the one that holds the ZIP.';
    if (has('state'))
      return 'Choose the column that holds the city, or the one that holds the ZIP.';
    return 'Choose the column that holds the ZIP, or the columns that hold the city and the state.';
  }
  return null;
}
