import type { ReactNode } from 'react';

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
        <svg
          aria-hidden
          className="size-5 shrink-0 transition-transform duration-150 group-open:rotate-180 motion-reduce:transition-none"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">{answer}</div>
    </details>
  );
}
