import { type ListedLead, leadTypePreview } from '@porchlight/contracts';
import { Badge } from '@/components/ui/badge';

/**
 * A Purchased badge for a bulk lead, then two lead types and "+N more"
 * (docs/screens.md "Saved tab").
 */
export function LeadTags({ lead }: { lead: ListedLead }) {
  const { shown, more } = leadTypePreview(lead.leadTypes);
  const purchased = lead.source === 'bulk';
  if (!purchased && shown.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {purchased && <Badge variant="secondary">Purchased</Badge>}
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
