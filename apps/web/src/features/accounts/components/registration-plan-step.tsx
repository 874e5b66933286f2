import { SUBSCRIPTION_PLANS, type SubscriptionPlan, TRIAL_DAYS } from '@porchlight/contracts';
import { type FormEvent, lazy, Suspense } from 'react';
import { useBillingMode } from '@/api/get-public-config';
import { StepNav } from '@/components/ui/step-nav';
import { PlanOption } from './plan-option';

// Stripe's card form, and Stripe.js with it, load only on this step with billing on.
const RegistrationCardForm = lazy(() => import('./registration-card-form'));

/** Billing on: the SetupIntent the card form confirms. */
export interface CardSetup {
  publishableKey: string;
  clientSecret: string;
  onConfirmed: (setupIntentId: string) => void;
}

interface RegistrationPlanStepProps {
  plan: SubscriptionPlan;
  onPlanChange: (plan: SubscriptionPlan) => void;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
  submitting: boolean;
  /** With billing on, the card to confirm before the trial starts. */
  card?: CardSetup;
}

/** Step 3: pro or premium (and, with billing on, the card), then the free trial starts. */
export function RegistrationPlanStep({
  plan,
  onPlanChange,
  onSubmit,
  onBack,
  submitting,
  card,
}: RegistrationPlanStepProps) {
  // The server says whether billing is on; until it has, no notice either way.
  const billing = useBillingMode();
  const choices = (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">Choose your plan</legend>
        {SUBSCRIPTION_PLANS.map((option) => (
          <PlanOption
            key={option}
            plan={option}
            checked={plan === option}
            onChoose={onPlanChange}
          />
        ))}
      </fieldset>
      <p>Every plan starts with a {TRIAL_DAYS}-day free trial, then is billed weekly in advance.</p>
    </>
  );
  if (card) {
    return (
      <Suspense fallback={<p role="status">Loading the secure card form...</p>}>
        <RegistrationCardForm
          publishableKey={card.publishableKey}
          clientSecret={card.clientSecret}
          onConfirmed={card.onConfirmed}
          onBack={onBack}
          submitting={submitting}
        >
          {choices}
        </RegistrationCardForm>
      </Suspense>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      {choices}
      {billing?.enabled === false && (
        <p className="rounded-lg bg-muted p-3 text-sm">
          Billing is not configured on this server: your {TRIAL_DAYS}-day free trial starts without
          a card.
        </p>
      )}
      <StepNav
        onBack={onBack}
        submitLabel={submitting ? 'Starting your trial...' : 'Start Free Trial'}
        submitDisabled={submitting}
      />
    </form>
  );
}
