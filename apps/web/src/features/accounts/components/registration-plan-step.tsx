import { SubscriptionPlan, TRIAL_DAYS } from '@porchlight/contracts';
import type { FormEvent } from 'react';
import { useBillingMode } from '@/api/get-public-config';
import { PlanOption } from './plan-option';
import { RegistrationStepNav } from './registration-step-nav';

interface RegistrationPlanStepProps {
  plan: SubscriptionPlan;
  onPlanChange: (plan: SubscriptionPlan) => void;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
  submitting: boolean;
}

/** Step 3: pro or premium, then the free trial starts. */
export function RegistrationPlanStep({
  plan,
  onPlanChange,
  onSubmit,
  onBack,
  submitting,
}: RegistrationPlanStepProps) {
  // The server says whether billing is on; until it has, no notice either way.
  const billing = useBillingMode().data;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">Choose your plan</legend>
        {SubscriptionPlan.options.map((option) => (
          <PlanOption
            key={option}
            plan={option}
            checked={plan === option}
            onChoose={onPlanChange}
          />
        ))}
      </fieldset>
      <p>Every plan starts with a {TRIAL_DAYS}-day free trial, then is billed weekly in advance.</p>
      {billing?.enabled === false && (
        <p className="rounded-lg bg-muted p-3 text-sm">
          Billing is not configured on this server: your {TRIAL_DAYS}-day free trial starts without
          a card.
        </p>
      )}
      <RegistrationStepNav
        onBack={onBack}
        submitLabel={submitting ? 'Starting your trial...' : 'Start Free Trial'}
        submitDisabled={submitting}
      />
    </form>
  );
}
