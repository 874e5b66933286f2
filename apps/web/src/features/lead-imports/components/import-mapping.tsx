import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping as Mapping,
} from '@porchlight/contracts';
import { useId } from 'react';
import { Select } from '@/components/ui/select';

const OPTIONS = [
  { value: '', label: 'Leave Out' },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
];

function isField(value: string): value is ImportField {
  return (IMPORT_FIELDS as readonly string[]).includes(value);
}

/**
 * `mapping` with column `column` filling `value`: a field taken from another column leaves it, so
 * that one column fills each field.
 */
export function remap(mapping: Mapping, column: number, value: string): Mapping {
  const field = isField(value) ? value : null;
  return mapping.map((current, i) => {
    if (i === column) return field;
    return field !== null && current === field ? null : current;
  });
}

interface ImportMappingProps {
  headers: string[];
  mapping: Mapping;
  onChange: (mapping: Mapping, column: number) => void;
  /** The server's refusal of the last change, shown by the column changed. */
  problem: { column: number; message: string } | null;
}

/** One menu per column of the file: the field it fills, or Leave Out. */
export function ImportMapping({ headers, mapping, onChange, problem }: ImportMappingProps) {
  const id = useId();
  return (
    <ul className="flex flex-col gap-2">
      {headers.map((header, column) => {
        const selectId = `${id}-${column}`;
        const message = problem?.column === column ? problem.message : null;
        return (
          // Columns keep their place: the index is the column.
          // biome-ignore lint/suspicious/noArrayIndexKey: a file may repeat a header.
          <li key={column} className="grid grid-cols-2 items-center gap-x-3 gap-y-1">
            <label htmlFor={selectId} className="min-w-0 break-words font-semibold">
              {header.trim() || `Column ${column + 1}`}
            </label>
            <Select
              id={selectId}
              options={OPTIONS}
              value={mapping[column] ?? ''}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${selectId}-problem` : undefined}
              onChange={(event) => onChange(remap(mapping, column, event.target.value), column)}
            />
            {message && (
              <p
                id={`${selectId}-problem`}
                className="col-span-2 text-sm font-medium text-destructive"
              >
                {message}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
