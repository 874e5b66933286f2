import type { Agent, RegistrationCriteria, SubscriptionPlan } from '@porchlight/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { readPublicConfig } from '@/api/get-public-config';
import { dismissToasts, toast } from '@/hooks/use-toast';
import { ApiError, apiErrorMessage } from '@/lib/api-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import {
  useCompleteStripeRegistration,
  useCreateSubscriptionIntent,
} from '../api/card-registration';
import { useCompleteSignup } from '../api/complete-signup';
import type { CardSetup } from '../components/registration-plan-step';
import { toastInvalidFields, trackStep } from '../registration-checks';
import {
  clearRegistrationDraft,
  readCriteriaPrefill,
  readRegistrationDraft,
  saveRegistrationDraft,
} from '../registration-draft';
import { BASICS_FIELDS, CRITERIA_FIELDS, CRITERIA_LABELS } from '../registration-fields';
import type { RegistrationWizardState } from '../registration-wizard-state';
import { useCriteriaForm } from './use-registration-forms';
import { useStartSession } from './use-start-session';

/**
 * docs/screens.md "Registration wizard", steps 2 and 3: the criteria's form, checks and tracking,
 * the plan, the card's SetupIntent (billing on) and the signup. It lives as long as the wizard
 * once step 1 has had focus, so what step 2 holds and a signup under way outlive a Back.
 */
export function useRegistrationSignup({
  basics,
  referralCode,
  linkedPlan,
  checkedBasics,
  setStep,
}: RegistrationWizardState) {
  const [prefill] = useState(readCriteriaPrefill);
  const criteria = useCriteriaForm(prefill.criteria);
  // A pricing card's plan is the agent's latest choice: it wins over a stored draft's.
  const [plan, setPlan] = useState<SubscriptionPlan>(linkedPlan ?? prefill.subscriptionPlan);
  // What step 2 last passed its checks with (step 1's is the wizard's): the signup sends these.
  const checkedCriteria = useRef<RegistrationCriteria>(undefined);
  const completeSignup = useCompleteSignup();
  const createIntent = useCreateSubscriptionIntent();
  const completeWithCard = useCompleteStripeRegistration();
  const startSession = useStartSession();
  // Billing on: the SetupIntent step 3's card form confirms.
  const [cardSetup, setCardSetup] = useState<{ publishableKey: string; clientSecret: string }>();

  /** The whole form as the server takes it (the password only ever goes to the server). */
  function signupRequest() {
    const account = checkedBasics.current;
    const searchCriteria = checkedCriteria.current;
    if (!account || !searchCriteria) return undefined;
    const { confirmPassword: _confirmed, ...fields } = account;
    return { ...fields, ...searchCriteria, subscriptionPlan: plan, referralCode };
  }

  const submitCriteria = criteria.handleSubmit(
    async (values) => {
      checkedCriteria.current = values;
      dismissToasts();
      saveRegistrationDraft({
        ...basics.getValues(),
        ...criteria.getValues(),
        subscriptionPlan: plan,
        referralCode,
      });
      const account = checkedBasics.current;
      trackStep(account, 2);
      const { billing } = await readPublicConfig().catch(() => ({
        billing: { enabled: false, publishableKey: null },
      }));
      const request = signupRequest();
      if (billing.enabled && billing.publishableKey && request) {
        const publishableKey = billing.publishableKey;
        createIntent.mutate(request, {
          onSuccess: ({ clientSecret }) => {
            setCardSetup({ publishableKey, clientSecret });
            setStep(3);
            trackStep(account, 3);
          },
          onError: (error) => onSignupFailed(error, 'Setup Failed'),
        });
        return;
      }
      setStep(3);
      trackStep(account, 3);
    },
    (errors) => toastInvalidFields(errors, CRITERIA_LABELS),
  );

  function onSignupFailed(error: unknown, title = 'Registration Failed') {
    // The address's unconfirmed account gets a link that replaces it (docs/accounts.md
    // "Unconfirmed accounts"): nothing failed, the signup waits in the mailbox.
    if (error instanceof ApiError && error.code === 'ACCOUNT_CLAIM_MAILED') {
      clearRegistrationDraft();
      toast({ title: 'Check Your Email', description: error.message });
      return;
    }
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
    if (checkedBasics.current) trackStep(checkedBasics.current, 4);
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
    criteria,
    plan,
    setPlan: (chosen: SubscriptionPlan) => {
      setPlan(chosen);
      // A card whose bank sends the browser away comes back to this draft: it keeps the choice.
      saveRegistrationDraft({ ...readRegistrationDraft(), subscriptionPlan: chosen });
    },
    submitCriteria,
    submitSignup,
    signingUp: completeSignup.isPending || completeWithCard.isPending,
    preparingCard: createIntent.isPending,
    card,
  };
}
