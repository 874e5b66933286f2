import type { ImportField, ImportMapping } from '@porchlight/contracts';

/** Which column fills each field. */
export type Columns = ReadonlyMap<ImportField, number>;

/** Which column fills each field: the first that names it. */
export function columnsOf(mapping: ImportMapping): Columns {
  const columns = new Map<ImportField, number>();
  mapping.forEach((field, index) => {
    if (field !== null && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}

/** The raw cell of a field; null when no column fills it. */
export function cellOf(
  cells: readonly string[],
  columns: Columns,
  field: ImportField,
): string | null {
  const index = columns.get(field);
  return index === undefined ? null : (cells[index] ?? '');
}
