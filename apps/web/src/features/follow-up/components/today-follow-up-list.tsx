import type { ActivityDashboardItem } from '@porchlight/contracts';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isDueToday, shownToday, todayLine } from '../today-queue';

interface TodayFollowUpListProps {
  items: ActivityDashboardItem[];
  /** The lead's whole follow-up card, shown while its row is open. */
  renderCard: (item: ActivityDashboardItem) => ReactNode;
  /** Moves focus somewhere that stays when an open row leaves the list. */
  onLeft: () => void;
}

/**
 * Today's follow-up, one lead at a time: a row per lead (the next few still due, the rest a tap
 * away), and the card of the one the agent opened. At 80 saved leads the day's 25 cards would
 * fill the tab; rows keep the saved list on the first screen.
 */
export function TodayFollowUpList({ items, renderCard, onLeft }: TodayFollowUpListProps) {
  const baseId = useId();
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const shown = shownToday(items, { showAll, openLeadId });
  const due = items.filter(isDueToday);
  const rowId = (leadId: string) => `${baseId}-row-${leadId}`;
  const cardId = (leadId: string) => `${baseId}-card-${leadId}`;

  function toggle(item: ActivityDashboardItem) {
    const closing = item.lead.id === openLeadId;
    // A worked lead's row goes with its card: focus must not fall to the page.
    if (closing && !showAll && !isDueToday(item)) onLeft();
    setOpenLeadId(closing ? null : item.lead.id);
  }

  function openNext(next: ActivityDashboardItem) {
    setOpenLeadId(next.lead.id);
    document.getElementById(rowId(next.lead.id))?.focus();
  }

  return (
    <>
      {due.length === 0 && !showAll && (
        <p className="text-muted-foreground">Every lead is done for today.</p>
      )}
      {shown.length > 0 && (
        <ul className="flex flex-col gap-2">
          {shown.map((item) => {
            const open = item.lead.id === openLeadId;
            const next = open && !isDueToday(item) ? due[0] : undefined;
            return (
              <li key={item.lead.id} className="flex flex-col gap-2">
                <button
                  id={rowId(item.lead.id)}
                  type="button"
                  aria-expanded={open}
                  aria-controls={open ? cardId(item.lead.id) : undefined}
                  // Named as one phrase: browsers and jsdom join the two flex items differently.
                  aria-label={`${item.lead.address}, ${todayLine(item)}`}
                  onClick={() => toggle(item)}
                  className="group flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-xl border bg-card px-4 py-2 text-left shadow-sm"
                >
                  <span className="min-w-0 flex-1 truncate font-semibold">{item.lead.address}</span>
                  <span className="shrink-0 text-sm text-muted-foreground">{todayLine(item)}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 transition-transform duration-150 group-aria-expanded:rotate-180 motion-reduce:transition-none"
                  />
                </button>
                {open && <div id={cardId(item.lead.id)}>{renderCard(item)}</div>}
                {next && (
                  <Button variant="outline" className="self-end" onClick={() => openNext(next)}>
                    Next Lead <span className="sr-only">{next.lead.address}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(showAll || shown.length < items.length) && (
        <Button variant="outline" className="w-full" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show Fewer' : `Show All ${items.length}`}
        </Button>
      )}
    </>
  );
}
