import type { ListedLead } from '@porchlight/contracts';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type SavedLeadActions, SavedLeadCard } from './saved-lead-card';

interface LeadGroupProps {
  title: string;
  /** Shown inside the open group when it holds no lead. */
  emptyText: string;
  leads: ListedLead[];
  actions: SavedLeadActions;
}

/**
 * How many cards a group adds at a time, so that the page's work does not grow with the whole
 * list: a bulk purchase's 25 fit on one page.
 */
export const LEADS_PER_PAGE = 25;

/**
 * One collapsible group of saved leads (Daily Leads, Purchased Leads), open at first, showing its
 * leads a page at a time.
 */
export function LeadGroup({ title, emptyText, leads, actions }: LeadGroupProps) {
  const titleId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [pages, setPages] = useState(1);
  const shown = leads.slice(0, pages * LEADS_PER_PAGE);
  const more = Math.min(LEADS_PER_PAGE, leads.length - shown.length);
  // A card that leaves hands focus to its group's toggle, which stays.
  const focusToggle = () => toggle.current?.focus();
  return (
    <Collapsible.Root defaultOpen asChild>
      <section aria-labelledby={titleId} className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">
          <Collapsible.Trigger
            ref={toggle}
            className="group flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-lg text-left"
          >
            <span id={titleId}>{title}</span> <Badge className="bg-card">{leads.length}</Badge>
            <ChevronDown
              aria-hidden="true"
              className="ml-auto size-5 transition-transform duration-150 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content>
          {leads.length === 0 ? (
            <p className="text-muted-foreground">{emptyText}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {shown.map((lead) => (
                <li key={lead.id}>
                  <SavedLeadCard lead={lead} actions={actions} onLeft={focusToggle} />
                </li>
              ))}
            </ul>
          )}
          {more > 0 && (
            <div className="mt-3 flex items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground">
                {shown.length} of {leads.length} shown
              </p>
              <Button variant="outline" onClick={() => setPages(pages + 1)}>
                Show {more} More
              </Button>
            </div>
          )}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
