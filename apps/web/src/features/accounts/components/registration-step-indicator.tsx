import { StepIndicator } from '@/components/ui/step-indicator';
import type { RegistrationStep } from '../registration-wizard-state';

export const REGISTRATION_STEP_TITLES: Record<RegistrationStep, string> = {
  1: 'Your Details',
  2: 'Your Search Criteria',
  3: 'Your Plan',
};

const TITLES = [
  REGISTRATION_STEP_TITLES[1],
  REGISTRATION_STEP_TITLES[2],
  REGISTRATION_STEP_TITLES[3],
];

export function RegistrationStepIndicator({ step }: { step: RegistrationStep }) {
  return <StepIndicator label="Registration steps" titles={TITLES} step={step} />;
}
