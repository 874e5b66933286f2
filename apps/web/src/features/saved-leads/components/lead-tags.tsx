import { type ListedLead, leadTypePreview } from '@porchlight/contracts';
import { Badge } from '@/components/ui/badge';

/** Where a lead came from, when it did not come in the daily batch. */
const ORIGIN_BADGES: Partial<Record<ListedLead['source'], string>> = {
  bulk: 'Purchased',
  import: 'Imported',
};

/**
 * A Purchased badge for a bulk lead, an Imported one for a lead from the agent's own list, then
 * two lead types and "+N more" (docs/screens.md "Saved tab").
 */
export function LeadTags({ lead }: { lead: ListedLead }) {
  const { shown, more } = leadTypePreview(lead.leadTypes);
  const origin = ORIGIN_BADGES[lead.source];
  if (!origin && shown.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {origin && <Badge variant="secondary">{origin}</Badge>}
      {shown.length > 0 && (
        <ul aria-label="Lead types" className="flex flex-wrap items-center gap-1.5">
          {shown.map((type) => (
            <li key={type}>
              <Badge>{type}</Badge>
            </li>
          ))}
          {more > 0 && <li className="text-sm text-muted-foreground">+{more} more</li>}
        </ul>
      )}
    </div>
  );
}
