import {
  type Agent,
  REGISTRATION_MESSAGES,
  type RegistrationBasics,
  type RegistrationCriteria,
  type SubscriptionPlan,
} from '@porchlight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { getPublicConfigQueryOptions } from '@/api/get-public-config';
import { dismissToasts, toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import {
  useCompleteStripeRegistration,
  useCreateSubscriptionIntent,
} from '../api/card-registration';
import { useCompleteSignup } from '../api/complete-signup';
import { trackSignupQuietly } from '../api/track-signup';
import type { CardSetup } from '../components/registration-plan-step';
import {
  clearRegistrationDraft,
  readRegistrationDraft,
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
  const createIntent = useCreateSubscriptionIntent();
  const completeWithCard = useCompleteStripeRegistration();
  const startSession = useStartSession();
  const queryClient = useQueryClient();
  // Billing on: the SetupIntent step 3's card form confirms.
  const [cardSetup, setCardSetup] = useState<{ publishableKey: string; clientSecret: string }>();

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

  /** The whole form as the server takes it (the password only ever goes to the server). */
  function signupRequest() {
    const { basics: account, criteria: searchCriteria } = checked.current;
    if (!account || !searchCriteria) return undefined;
    const { confirmPassword: _confirmed, ...fields } = account;
    return {
      ...fields,
      ...searchCriteria,
      subscriptionPlan: plan,
      referralCode: prefill.referralCode,
    };
  }

  const submitCriteria = criteria.handleSubmit(
    async (values) => {
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
      const { billing } = await queryClient
        .ensureQueryData(getPublicConfigQueryOptions())
        .catch(() => ({ billing: { enabled: false, publishableKey: null } }));
      const request = signupRequest();
      if (billing.enabled && billing.publishableKey && request) {
        const publishableKey = billing.publishableKey;
        createIntent.mutate(request, {
          onSuccess: ({ clientSecret }) => {
            setCardSetup({ publishableKey, clientSecret });
            setStep(3);
            trackSignupQuietly({ ...contact, step: 3 });
          },
          onError: (error) => onSignupFailed(error, 'Setup Failed'),
        });
        return;
      }
      setStep(3);
      trackSignupQuietly({ ...contact, step: 3 });
    },
    (errors) => toastInvalidFields(errors, CRITERIA_LABELS),
  );

  function onSignupFailed(error: unknown, title = 'Registration Failed') {
    if (setServerFieldErrors(basics.setError, error, BASICS_FIELDS).length > 0) setStep(1);
    else if (setServerFieldErrors(criteria.setError, error, CRITERIA_FIELDS).length > 0) setStep(2);
    toast({
      title,
      description: apiErrorMessage(error, 'Registration failed. Please try again.'),
      variant: 'destructive',
    });
  }

  function signedUp(agent: Agent) {
    dismissToasts();
    const account = checked.current.basics;
    if (account) trackSignupQuietly({ ...contactOf(account), step: 4 });
    clearRegistrationDraft();
    startSession(agent);
  }

  function submitSignup(event: FormEvent) {
    event.preventDefault();
    const request = signupRequest();
    if (!request) return setStep(1);
    completeSignup.mutate(request, { onSuccess: signedUp, onError: (e) => onSignupFailed(e) });
  }

  /** Billing on: the card is confirmed; the server checks it, bills it and makes the account. */
  function completeCardSignup(setupIntentId: string) {
    const request = signupRequest();
    if (!request) return setStep(1);
    const { password: _password, ...registrationData } = request;
    completeWithCard.mutate(
      { setupIntentId, registrationData },
      { onSuccess: signedUp, onError: (e) => onSignupFailed(e) },
    );
  }

  const card: CardSetup | undefined = cardSetup && {
    ...cardSetup,
    onConfirmed: completeCardSignup,
  };

  return {
    step,
    forms,
    plan,
    setPlan: (chosen: SubscriptionPlan) => {
      setPlan(chosen);
      // A card whose bank sends the browser away comes back to this draft: it keeps the choice.
      saveRegistrationDraft({ ...readRegistrationDraft(), subscriptionPlan: chosen });
    },
    referralCode: prefill.referralCode,
    submitBasics,
    submitCriteria,
    submitSignup,
    signingUp: completeSignup.isPending || completeWithCard.isPending,
    preparingCard: createIntent.isPending,
    card,
    back: () => setStep((current) => (current === 3 ? 2 : 1)),
  };
}
