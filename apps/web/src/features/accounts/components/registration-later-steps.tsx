import { useRegistrationSignup } from '../hooks/use-registration-signup';
import type { RegistrationWizardState } from '../registration-wizard-state';
import { RegistrationCriteriaStep } from './registration-criteria-step';
import { RegistrationPlanStep } from './registration-plan-step';

// Step 1's toasts and tracking come with the later steps (use-registration-wizard.ts).
export { basicsFailed, basicsPassed } from '../registration-checks';

/**
 * The wizard's steps 2 and 3, and the signup behind them (loaded on step 1's first focus). Mounted
 * from then on, on step 1 too (drawing nothing), so the signup's requests outlive a Back.
 */
export function RegistrationLaterSteps({ wizard }: { wizard: RegistrationWizardState }) {
  const signup = useRegistrationSignup(wizard);
  if (wizard.step === 2) {
    return (
      <RegistrationCriteriaStep
        form={signup.criteria}
        onNext={signup.submitCriteria}
        onBack={wizard.back}
        preparingCard={signup.preparingCard}
      />
    );
  }
  if (wizard.step === 3) {
    return (
      <RegistrationPlanStep
        plan={signup.plan}
        onPlanChange={signup.setPlan}
        onSubmit={signup.submitSignup}
        onBack={wizard.back}
        submitting={signup.signingUp}
        card={signup.card}
      />
    );
  }
  return null;
}
