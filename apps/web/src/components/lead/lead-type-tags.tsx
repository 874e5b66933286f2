import { visibleLeadTypes } from '@porchlight/contracts';

/** A lead's types as tags, Off Market left out when it has others (docs/screens.md "Saved tab"). */
export function LeadTypeTags({ leadTypes }: { leadTypes: readonly string[] }) {
  return (
    <ul aria-label="Lead types" className="flex flex-wrap gap-1.5">
      {visibleLeadTypes(leadTypes).map((type) => (
        <li key={type} className="rounded-full border px-2.5 py-0.5 text-sm">
          {type}
        </li>
      ))}
    </ul>
  );
}
