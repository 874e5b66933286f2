import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { RegistrationStep } from '../hooks/use-registration-wizard';

export const REGISTRATION_STEP_TITLES: Record<RegistrationStep, string> = {
  1: 'Your Details',
  2: 'Your Search Criteria',
  3: 'Your Plan',
};

const STEPS = [1, 2, 3] as const;

export function RegistrationStepIndicator({ step }: { step: RegistrationStep }) {
  return (
    <ol aria-label="Registration steps" className="grid grid-cols-3 gap-2">
      {STEPS.map((number) => {
        const done = number < step;
        const current = number === step;
        return (
          <li
            key={number}
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
              {done ? <Check className="size-4" /> : number}
            </span>
            <span className={cn(current ? 'font-bold' : 'text-muted-foreground')}>
              <span className="sr-only">
                Step {number}
                {done ? ', done' : ''}:{' '}
              </span>
              {REGISTRATION_STEP_TITLES[number]}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
