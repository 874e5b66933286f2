import type { ImportRowIssue } from '@porchlight/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { count, ISSUE_GROUPS, issueLine } from '../import-texts';

/** How many rows of a group show before Show All: a list of thousands stays quick to open. */
const FIRST_SHOWN = 50;

/** Every row skipped, refused or imported without a contact, grouped by what becomes of it. */
export function ImportIssues({ issues }: { issues: ImportRowIssue[] }) {
  return ISSUE_GROUPS.map(({ title, outcomes }) => {
    const rows = issues.filter((issue) => outcomes.includes(issue.outcome));
    return rows.length > 0 && <IssueGroup key={title} title={title} rows={rows} />;
  });
}

function IssueGroup({ title, rows }: { title: string; rows: ImportRowIssue[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_SHOWN);
  return (
    <section className="flex flex-col gap-1.5">
      <h4 className="font-semibold">
        {title} ({count(rows.length)})
      </h4>
      <ul aria-label={title} className="flex flex-col gap-1 text-sm">
        {shown.map((issue) => (
          <li key={`${issue.row}-${issue.outcome}-${issue.message}`}>{issueLine(issue)}</li>
        ))}
      </ul>
      {shown.length < rows.length && (
        <Button variant="outline" className="self-start" onClick={() => setAll(true)}>
          Show All {count(rows.length)}
        </Button>
      )}
    </section>
  );
}
