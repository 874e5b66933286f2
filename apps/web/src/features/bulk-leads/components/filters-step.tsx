import type { BulkFilters } from '@porchlight/contracts';
import type { FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { StepNav } from '@/components/ui/step-nav';
import { BEDROOM_OPTIONS, filterOf, MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS } from '../bulk-search';

interface FiltersStepProps {
  filters: BulkFilters;
  onChange: (filters: BulkFilters) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 3: the optional filters (docs/screens.md "Bulk leads wizard"). */
export function FiltersStep({ filters, onChange, onBack, onNext }: FiltersStepProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onNext();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-muted-foreground">Optional: narrow the list, or leave any as it is.</p>
      <FormField label="Minimum bedrooms">
        <Select
          options={BEDROOM_OPTIONS}
          placeholder="Any"
          value={String(filters.bedrooms ?? '')}
          onChange={(event) =>
            onChange({ ...filters, bedrooms: filterOf(BEDROOM_OPTIONS, event.target.value) })
          }
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Minimum price">
          <Select
            options={MIN_PRICE_OPTIONS}
            placeholder="Any"
            value={String(filters.minPrice ?? '')}
            onChange={(event) =>
              onChange({ ...filters, minPrice: filterOf(MIN_PRICE_OPTIONS, event.target.value) })
            }
          />
        </FormField>
        <FormField label="Maximum price">
          <Select
            options={MAX_PRICE_OPTIONS}
            value={String(filters.maxPrice ?? 0)}
            onChange={(event) =>
              onChange({ ...filters, maxPrice: filterOf(MAX_PRICE_OPTIONS, event.target.value) })
            }
          />
        </FormField>
      </div>
      <StepNav onBack={onBack} submitLabel="Next" />
    </form>
  );
}
