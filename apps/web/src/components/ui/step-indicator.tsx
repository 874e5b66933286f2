import { cn } from '@/lib/cn';
import { LineIcon } from './line-icon';

interface StepIndicatorProps {
  /** The list's name for screen readers ("Registration steps"). */
  label: string;
  /** Each step's short title, in order. */
  titles: readonly string[];
  /** The current step, from 1. */
  step: number;
}

/**
 * lucide's check (ISC licence), drawn here: lucide-react, or a module of icons shared with other
 * components, would be one more chunk for the registration page (100 KB of JavaScript at most).
 */
function CheckIcon() {
  return <LineIcon path="M20 6 9 17l-5-5" className="size-4" />;
}

/** A wizard's steps in a row: done ones ticked, the current one marked for screen readers too. */
export function StepIndicator({ label, titles, step }: StepIndicatorProps) {
  return (
    <ol aria-label={label} className="grid auto-cols-fr grid-flow-col gap-2">
      {titles.map((title, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li
            key={title}
            aria-current={current ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center text-xs"
          >
            <span
              aria-hidden
              className={cn(
                'flex size-8 items-center justify-center rounded-full border-2 border-input font-bold',
                (done || current) && 'border-primary bg-primary text-primary-foreground',
              )}
            >
              {done ? <CheckIcon /> : number}
            </span>
            <span className={cn(current ? 'font-bold' : 'text-muted-foreground')}>
              <span className="sr-only">
                Step {number}
                {done ? ', done' : ''}:{' '}
              </span>
              {title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
