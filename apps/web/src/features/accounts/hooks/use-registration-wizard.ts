import type { RegistrationBasics } from '@porchlight/contracts';
import { useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { readContactPrefill } from '../registration-contact-draft';
import type { RegistrationStep, RegistrationWizardState } from '../registration-wizard-state';
import { useBasicsForm } from './use-registration-forms';

type LaterStepsModule = typeof import('../components/registration-later-steps');

// All the wizard does beyond drawing step 1 (step 1's toasts and tracking, steps 2 and 3, the
// signup and the session it starts) loads once the agent starts on step 1, at the form's first
// focus, as its schema does: each public page has 100 KB of JavaScript
// (docs/screens.md "Every page").
let laterSteps: Promise<LaterStepsModule> | undefined;
function loadLaterSteps() {
  laterSteps ??= import('../components/registration-later-steps').catch((error: unknown) => {
    laterSteps = undefined; // a failed download is tried again on the next focus, or by Next
    throw error;
  });
  return laterSteps;
}

/**
 * docs/screens.md "Registration wizard": the step, step 1's form, and the rest of the wizard once
 * loaded (`LaterSteps`, with hooks/use-registration-signup.ts).
 */
export function useRegistrationWizard(): RegistrationWizardState {
  const [searchParams] = useSearchParams();
  const [prefill] = useState(() => readContactPrefill(searchParams));
  const basics = useBasicsForm(prefill.basics);
  const [step, setStep] = useState<RegistrationStep>(1);
  // What step 1 last passed its checks with: the signup sends it.
  const checkedBasics = useRef<RegistrationBasics>(undefined);
  const [later, setLater] = useState<LaterStepsModule>();

  function prepareLaterSteps() {
    return loadLaterSteps().then((module) => {
      setLater(module);
      return module;
    });
  }

  // The checks wait for the schema, which loads with the rest since the first focus: by the time
  // they answer, neither keeps Next waiting.
  const submitBasics = basics.handleSubmit(
    async (values) => {
      const { basicsPassed } = await prepareLaterSteps();
      checkedBasics.current = values;
      basicsPassed(values);
      setStep(2);
    },
    async (errors) => {
      const { basicsFailed } = await loadLaterSteps();
      basicsFailed(errors, basics.getValues());
    },
  );

  return {
    step,
    setStep,
    basics,
    referralCode: prefill.referralCode,
    linkedPlan: prefill.linkedPlan,
    checkedBasics,
    submitBasics,
    /** Step 1's first focus: the rest of the wizard starts loading. */
    startLaterSteps: () => {
      if (!later) prepareLaterSteps().catch(() => {});
    },
    /** Steps 2 and 3, once loaded; they draw nothing on step 1. */
    LaterSteps: later?.RegistrationLaterSteps,
    back: () => setStep((current) => (current === 3 ? 2 : 1)),
  };
}
