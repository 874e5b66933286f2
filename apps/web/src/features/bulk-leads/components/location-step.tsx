import { type FormEvent, useRef } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { StepNav } from '@/components/ui/step-nav';
import { cn } from '@/lib/cn';
import { type BulkSearch, type LocationType, locationProblem } from '../bulk-search';
import { useStepProblem } from '../hooks/use-step-problem';

type Location = BulkSearch['location'];

interface LocationStepProps {
  location: Location;
  onChange: (location: Location) => void;
  onBack: () => void;
  onNext: () => void;
}

const LOCATION_TYPES: { type: LocationType; label: string }[] = [
  { type: 'zip', label: 'Zip code' },
  { type: 'city', label: 'City and state' },
];

/** Step 2: one or more zip codes, or a city and its state. */
export function LocationStep({ location, onChange, onBack, onNext }: LocationStepProps) {
  const check = useStepProblem();
  const fields = {
    zip: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
    state: useRef<HTMLInputElement>(null),
  };

  function change(edit: Partial<Location>) {
    check.clear();
    onChange({ ...location, ...edit });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = locationProblem(location);
    if (check.passes(problem)) onNext();
    else if (problem) fields[problem.field].current?.focus();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold">Search by</legend>
        <div className="grid grid-cols-2 gap-2">
          {LOCATION_TYPES.map(({ type, label }) => (
            <label
              key={type}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3',
                location.type === type && 'border-2 border-primary bg-secondary font-semibold',
              )}
            >
              <input
                type="radio"
                name="locationType"
                value={type}
                checked={location.type === type}
                onChange={() => change({ type })}
                className="size-5 shrink-0 cursor-pointer accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {location.type === 'zip' ? (
        <FormField
          label="Zip codes"
          hint="One or more 5-digit zip codes, separated by commas"
          error={check.messageFor('zip')}
        >
          <Input
            ref={fields.zip}
            autoComplete="off"
            maxLength={200}
            value={location.zip}
            onChange={(event) => change({ zip: event.target.value })}
          />
        </FormField>
      ) : (
        <div className="flex flex-col gap-3">
          <FormField label="City" error={check.messageFor('city')}>
            <Input
              ref={fields.city}
              autoComplete="address-level2"
              maxLength={100}
              value={location.city}
              onChange={(event) => change({ city: event.target.value })}
            />
          </FormField>
          <FormField
            label="State"
            hint="Its two-letter code, e.g. FL"
            error={check.messageFor('state')}
          >
            <Input
              ref={fields.state}
              autoComplete="address-level1"
              autoCapitalize="characters"
              maxLength={2}
              className="w-24"
              value={location.state}
              onChange={(event) => change({ state: event.target.value })}
            />
          </FormField>
        </div>
      )}
      <StepNav onBack={onBack} submitLabel="Next" />
    </form>
  );
}
