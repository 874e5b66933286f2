import type { ReactNode } from 'react';
import { LineIcon } from '@/components/ui/line-icon';

interface FaqItemProps {
  question: string;
  answer: ReactNode;
  /** Controlled by the list's Expand All; left out, the item opens and closes on its own. */
  open?: boolean;
  onToggle?: (open: boolean) => void;
}

/**
 * One question as a native disclosure: the browser gives it keyboard, screen-reader and
 * find-in-page support with no script. The summary is a 44 px target.
 */
export function FaqItem({ question, answer, open, onToggle }: FaqItemProps) {
  return (
    <details
      open={open}
      onToggle={onToggle && ((event) => onToggle(event.currentTarget.open))}
      className="group rounded-xl border bg-card shadow-sm"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <LineIcon
          path="m6 9 6 6 6-6"
          className="size-5 shrink-0 transition-transform duration-150 group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">{answer}</div>
    </details>
  );
}
