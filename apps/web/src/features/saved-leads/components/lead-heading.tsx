import { cityLine, type ListedLead, relativeAge } from '@porchlight/contracts';
import type { ReactNode } from 'react';
import { useServerClock } from '@/hooks/use-server-clock';

interface LeadHeadingProps {
  lead: ListedLead;
  /** The heading level the list needs: h3 under the saved groups, h2 in the dismissed list. */
  level: 'h2' | 'h3';
  onOpenLead: (leadId: string) => void;
  /** Marks shown before the age (contact status). */
  marks?: ReactNode;
}

/**
 * A lead card's address, city and age (by the server's clock: docs/offline.md "One clock"). The address is the button that opens the lead; its
 * ::after stretches over the whole card (which must be `relative`), so a tap anywhere opens it,
 * and the card's own buttons sit above it.
 */
export function LeadHeading({ lead, level: Heading, onOpenLead, marks }: LeadHeadingProps) {
  const now = useServerClock();
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <Heading className="text-lg leading-tight font-bold break-words">
          <button
            type="button"
            onClick={() => onOpenLead(lead.id)}
            className="cursor-pointer text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring focus-visible:after:outline-solid"
          >
            {lead.address}
          </button>
        </Heading>
        <p className="text-muted-foreground">{cityLine(lead.city, lead.state, lead.zip)}</p>
      </div>
      {marks}
      <time dateTime={lead.createdAt} className="shrink-0 text-sm text-muted-foreground">
        {relativeAge(lead.createdAt, now)}
      </time>
    </div>
  );
}
