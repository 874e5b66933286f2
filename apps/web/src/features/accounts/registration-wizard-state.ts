import type { RegistrationBasics, SubscriptionPlan } from '@porchlight/contracts';
import type { ComponentType, Dispatch, FormEvent, RefObject, SetStateAction } from 'react';
import type { useBasicsForm } from './hooks/use-registration-forms';

export type RegistrationStep = 1 | 2 | 3;

/**
 * What hooks/use-registration-wizard.ts hands the wizard's parts. Spelled out here, apart from the
 * hook, because the later steps it loads take it too.
 */
export interface RegistrationWizardState {
  step: RegistrationStep;
  setStep: Dispatch<SetStateAction<RegistrationStep>>;
  basics: ReturnType<typeof useBasicsForm>;
  referralCode: string | null;
  /** The plan the address chose (a landing pricing card): step 3 starts on it. */
  linkedPlan: SubscriptionPlan | null;
  /** What step 1 last passed its checks with: the signup sends it. */
  checkedBasics: RefObject<RegistrationBasics | undefined>;
  submitBasics: (event?: FormEvent) => Promise<void>;
  /** Step 1's first focus: the rest of the wizard starts loading. */
  startLaterSteps: () => void;
  /** Steps 2 and 3, once loaded; they draw nothing on step 1. */
  LaterSteps: ComponentType<{ wizard: RegistrationWizardState }> | undefined;
  back: () => void;
}
