import {
  REGISTRATION_MESSAGES,
  type RegistrationBasics,
  type RegistrationCriteria,
  type SubscriptionPlan,
} from '@porchlight/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { dismissToasts, toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useCompleteSignup } from '../api/complete-signup';
import { trackSignupQuietly } from '../api/track-signup';
import {
  clearRegistrationDraft,
  readRegistrationPrefill,
  saveRegistrationDraft,
} from '../registration-draft';
import {
  BASICS_FIELDS,
  BASICS_LABELS,
  CRITERIA_FIELDS,
  CRITERIA_LABELS,
  toastInvalidFields,
} from '../registration-fields';
import { useRegistrationForms } from './use-registration-forms';
import { useStartSession } from './use-start-session';

export type RegistrationStep = 1 | 2 | 3;

function contactOf({ name, email, phone }: RegistrationBasics) {
  return { name, email, phone };
}

/** account.md §4 "Registration wizard": the steps, their checks, tracking and the signup. */
export function useRegistrationWizard() {
  const [searchParams] = useSearchParams();
  const [prefill] = useState(() => readRegistrationPrefill(searchParams));
  const forms = useRegistrationForms(prefill);
  const { basics, criteria } = forms;
  const [step, setStep] = useState<RegistrationStep>(1);
  const [plan, setPlan] = useState<SubscriptionPlan>(prefill.subscriptionPlan);
  // What each step last passed its checks with: the signup sends these.
  const checked = useRef<{ basics?: RegistrationBasics; criteria?: RegistrationCriteria }>({});
  const completeSignup = useCompleteSignup();
  const startSession = useStartSession();

  const submitBasics = basics.handleSubmit(
    (values) => {
      checked.current.basics = values;
      dismissToasts();
      trackSignupQuietly({ ...contactOf(values), step: 1 });
      setStep(2);
    },
    (errors) => {
      const { password, confirmPassword } = basics.getValues();
      if (password === confirmPassword) return toastInvalidFields(errors, BASICS_LABELS);
      toast({
        title: 'Password Mismatch',
        description: REGISTRATION_MESSAGES.passwordsDiffer,
        variant: 'destructive',
      });
    },
  );

  const submitCriteria = criteria.handleSubmit(
    (values) => {
      checked.current.criteria = values;
      dismissToasts();
      saveRegistrationDraft({
        ...basics.getValues(),
        ...criteria.getValues(),
        subscriptionPlan: plan,
        referralCode: prefill.referralCode,
      });
      const contact = checked.current.basics && contactOf(checked.current.basics);
      trackSignupQuietly({ ...contact, step: 2 });
      setStep(3);
      trackSignupQuietly({ ...contact, step: 3 });
    },
    (errors) => toastInvalidFields(errors, CRITERIA_LABELS),
  );

  function onSignupFailed(error: unknown) {
    if (setServerFieldErrors(basics.setError, error, BASICS_FIELDS).length > 0) setStep(1);
    else if (setServerFieldErrors(criteria.setError, error, CRITERIA_FIELDS).length > 0) setStep(2);
    toast({
      title: 'Registration Failed',
      description: apiErrorMessage(error, 'Registration failed. Please try again.'),
      variant: 'destructive',
    });
  }

  function submitSignup(event: FormEvent) {
    event.preventDefault();
    const { basics: account, criteria: searchCriteria } = checked.current;
    if (!account || !searchCriteria) return setStep(1);
    const { confirmPassword: _confirmed, ...fields } = account;
    completeSignup.mutate(
      { ...fields, ...searchCriteria, subscriptionPlan: plan, referralCode: prefill.referralCode },
      {
        onSuccess: (agent) => {
          dismissToasts();
          trackSignupQuietly({ ...contactOf(account), step: 4 });
          clearRegistrationDraft();
          startSession(agent);
        },
        onError: onSignupFailed,
      },
    );
  }

  return {
    step,
    forms,
    plan,
    setPlan,
    referralCode: prefill.referralCode,
    submitBasics,
    submitCriteria,
    submitSignup,
    signingUp: completeSignup.isPending,
    back: () => setStep((current) => (current === 3 ? 2 : 1)),
  };
}
