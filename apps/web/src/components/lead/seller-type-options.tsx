import { SELLER_TYPES } from '@porchlight/contracts';
import { type ComponentProps, useId } from 'react';
import { InfoTooltip } from '@/components/ui/info-tooltip';

interface SellerTypeOptionsProps {
  legend: string;
  /** Spread on every radio: a react-hook-form registration, or a name and an onChange. */
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked'>;
  /** The chosen type when the caller holds the state; left out for react-hook-form's own. */
  selected?: string;
  error?: string;
}

/**
 * The eight seller types (docs/screens.md "Criteria tab") as one radio group, each with its
 * explanatory tooltip: one tap to choose, and every type's meaning one tap away before choosing it.
 * The Criteria tab picks a seller type with it, the bulk wizard a lead type.
 */
export function SellerTypeOptions({ legend, inputProps, selected, error }: SellerTypeOptionsProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-col divide-y rounded-lg border border-input bg-card">
        {SELLER_TYPES.map((type) => (
          <div key={type.value} className="flex items-center">
            <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 py-2 pl-3">
              <input
                type="radio"
                value={type.value}
                className="size-5 shrink-0 cursor-pointer accent-primary"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                {...(selected !== undefined && { checked: selected === type.value })}
                {...inputProps}
              />
              <span>{type.label}</span>
            </label>
            <InfoTooltip label={`About ${type.label}`}>{type.description}</InfoTooltip>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
