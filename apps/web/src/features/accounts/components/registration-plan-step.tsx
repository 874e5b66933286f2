import { SubscriptionPlan, TRIAL_DAYS } from '@porchlight/contracts';
import type { FormEvent } from 'react';
import { PlanOption } from './plan-option';
import { RegistrationStepNav } from './registration-step-nav';

// Billing arrives in a later issue; until then no card form is shown, with or without a key.
const BILLING_CONFIGURED = Boolean(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);

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
      {!BILLING_CONFIGURED && (
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
