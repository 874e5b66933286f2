import type { ImportDestination } from '@porchlight/contracts';
import { useId } from 'react';

const CHOICES: { value: ImportDestination; label: string; text: string }[] = [
  {
    value: 'saved',
    label: 'Add to Saved',
    text: 'The leads wait in Saved; their follow-up starts when you choose.',
  },
  {
    value: 'review',
    label: 'Review in Today',
    text: "A batch at a time, as extra cards after today's leads: swipe to save or pass.",
  },
];

interface ImportDestinationChoiceProps {
  value: ImportDestination;
  onChange: (destination: ImportDestination) => void;
}

/** Where the imported leads go: straight to Saved, or to Today for a swipe review. */
export function ImportDestinationChoice({ value, onChange }: ImportDestinationChoiceProps) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-lg font-bold">Where They Go</legend>
      <div className="flex flex-col divide-y rounded-lg border border-input bg-card">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5"
          >
            <input
              type="radio"
              name={`${id}-destination`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={`${id}-${choice.value}`}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
            />
            <span className="flex flex-col">
              <span className="font-semibold">{choice.label}</span>
              <span id={`${id}-${choice.value}`} className="text-sm text-muted-foreground">
                {choice.text}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
