import type { ReactNode } from 'react';
import { useStepHeading } from '@/hooks/use-step-heading';
import { useRegistrationWizard } from '../hooks/use-registration-wizard';
import { LinkedPlanNote } from './linked-plan-note';
import { RegistrationBasicsStep } from './registration-basics-step';
import { REGISTRATION_STEP_TITLES, RegistrationStepIndicator } from './registration-step-indicator';

interface RegistrationWizardProps {
  /** Slot: what the referral code is worth, under it (referrals). */
  referralNotice?: (referralCode: string) => ReactNode;
}

/** docs/screens.md "Registration wizard": details, criteria and terms, then the plan. */
export function RegistrationWizard({ referralNotice }: RegistrationWizardProps = {}) {
  const wizard = useRegistrationWizard();
  const { step, LaterSteps } = wizard;

  const heading = useStepHeading(step);

  return (
    <div className="flex flex-col gap-5">
      <RegistrationStepIndicator step={step} />
      {wizard.referralCode && (
        <div className="flex flex-col gap-1 rounded-lg bg-secondary px-3 py-2">
          <p className="text-sm font-medium">Referral code: {wizard.referralCode}</p>
          {referralNotice?.(wizard.referralCode)}
        </div>
      )}
      {wizard.linkedPlan && step < 3 && <LinkedPlanNote plan={wizard.linkedPlan} />}
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold">
        {REGISTRATION_STEP_TITLES[step]}
      </h2>
      {step === 1 && (
        <RegistrationBasicsStep
          form={wizard.basics}
          onStart={wizard.startLaterSteps}
          onNext={wizard.submitBasics}
        />
      )}
      {LaterSteps && <LaterSteps wizard={wizard} />}
    </div>
  );
}
