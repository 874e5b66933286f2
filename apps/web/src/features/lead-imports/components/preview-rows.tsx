import { formatPhone, type ImportPreviewRow } from '@porchlight/contracts';

/** The first rows as they will be imported: the address as cleaned, the owner and contacts kept. */
export function PreviewRows({ rows }: { rows: ImportPreviewRow[] }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-lg font-bold">First Rows</h3>
      <ul aria-label="As they will be imported" className="flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.row} className="flex flex-col rounded-lg border p-3 text-sm">
            <span className="text-base font-semibold">{row.address}</span>
            <span>{cityLine(row)}</span>
            {row.ownerName && <span>{row.ownerName}</span>}
            {row.phones.length > 0 && <span>{row.phones.map(formatPhone).join(', ')}</span>}
            {row.emails.length > 0 && <span className="break-all">{row.emails.join(', ')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function cityLine({ city, state, zip }: ImportPreviewRow): string {
  const place = [city, state].filter(Boolean).join(', ');
  return [place, zip].filter(Boolean).join(' ');
}
