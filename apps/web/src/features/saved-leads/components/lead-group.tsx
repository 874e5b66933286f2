import type { ListedLead } from '@porchlight/contracts';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { type SavedLeadActions, SavedLeadCard } from './saved-lead-card';

interface LeadGroupProps {
  title: string;
  /** Shown inside the open group when it holds no lead. */
  emptyText: string;
  leads: ListedLead[];
  actions: SavedLeadActions;
}

/** One collapsible group of saved leads (Daily Leads, Purchased Leads), open at first. */
export function LeadGroup({ title, emptyText, leads, actions }: LeadGroupProps) {
  const titleId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
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
              {leads.map((lead) => (
                <li key={lead.id}>
                  <SavedLeadCard lead={lead} actions={actions} onLeft={focusToggle} />
                </li>
              ))}
            </ul>
          )}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
