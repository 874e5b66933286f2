import type { DayStatus } from '@porchlight/contracts';
import { Check, Mail, MessageSquare } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dayLabel } from '../day-messages';
import { type StepState, sequenceSteps } from '../sequence-steps';

const STEP_CLASSES: Record<StepState, string> = {
  done: 'border-save bg-save text-save-foreground',
  current: 'border-ring bg-primary text-primary-foreground ring-2 ring-ring ring-offset-2',
  upcoming: 'border-border bg-card text-muted-foreground',
};

const SPOKEN_STATE: Record<StepState, string> = {
  done: ', done',
  current: ', today',
  upcoming: '',
};

/** The six-step track of the follow-up sequence (docs/screens.md "Look and feel"). */
export function SequenceTrack({
  dayNumber,
  dayStatus,
}: {
  dayNumber: number;
  dayStatus: DayStatus;
}) {
  return (
    <ol aria-label="Follow-up sequence" className="grid grid-cols-6 gap-1">
      {sequenceSteps(dayNumber, dayStatus).map((step) => {
        const Icon = step.channel === 'email' ? Mail : MessageSquare;
        return (
          <li
            key={step.dayNumber}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="flex flex-col items-center gap-1"
          >
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-9 items-center justify-center rounded-full border-2',
                STEP_CLASSES[step.state],
              )}
            >
              <Icon className="size-4" />
              {step.state === 'done' && (
                <Check className="absolute -right-1 -bottom-1 size-4 rounded-full bg-card p-0.5 text-save" />
              )}
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'text-xs',
                step.state === 'current' ? 'font-bold' : 'text-muted-foreground',
              )}
            >
              Day {step.dayNumber}
            </span>
            <span className="sr-only">
              {dayLabel(step.dayNumber, step.channel)}
              {SPOKEN_STATE[step.state]}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
