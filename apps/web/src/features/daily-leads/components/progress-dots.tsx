import type { LeadCard } from '@porchlight/contracts';
import { cn } from '@/lib/cn';

const LABELS = { done: 'done', current: 'current', pending: 'to come' } as const;

/**
 * One dot per lead of the batch: done, the current card, or still to come
 * (docs/screens.md "Look and feel").
 */
export function ProgressDots({ leads, currentId }: { leads: LeadCard[]; currentId?: string }) {
  return (
    <ol aria-label="Lead progress" className="flex flex-wrap items-center justify-center gap-2">
      {leads.map((lead, index) => {
        const state =
          lead.id === currentId ? 'current' : lead.status === 'new' ? 'pending' : 'done';
        return (
          <li
            key={lead.id}
            aria-current={state === 'current' ? 'step' : undefined}
            className={cn(
              'size-2.5 rounded-full',
              state === 'done' && 'bg-primary',
              state === 'current' && 'size-3.5 bg-foreground',
              state === 'pending' && 'border border-muted-foreground bg-transparent',
            )}
          >
            <span className="sr-only">
              Lead {index + 1} of {leads.length}, {LABELS[state]}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
