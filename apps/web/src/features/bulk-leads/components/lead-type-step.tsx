import { SELLER_TYPES, type SellerType } from '@porchlight/contracts';
import { type FormEvent, useRef } from 'react';
import { SellerTypeOptions } from '@/components/lead/seller-type-options';
import { StepNav } from '@/components/ui/step-nav';
import { leadTypeProblem } from '../bulk-search';
import { useStepProblem } from '../hooks/use-step-problem';

interface LeadTypeStepProps {
  quicklist: SellerType | '';
  onChange: (quicklist: SellerType) => void;
  onNext: () => void;
}

/** Step 1: the lead type, one of the eight seller types. */
export function LeadTypeStep({ quicklist, onChange, onNext }: LeadTypeStepProps) {
  const check = useStepProblem();
  const group = useRef<HTMLDivElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check.passes(leadTypeProblem(quicklist))) onNext();
    else group.current?.querySelector('input')?.focus();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div ref={group}>
        <SellerTypeOptions
          legend="Lead type"
          selected={quicklist}
          error={check.messageFor('quicklist')}
          inputProps={{
            name: 'quicklist',
            onChange: (event) => {
              const chosen = SELLER_TYPES.find((type) => type.value === event.target.value);
              if (!chosen) return;
              check.clear();
              onChange(chosen.value);
            },
          }}
        />
      </div>
      <StepNav submitLabel="Next" />
    </form>
  );
}
