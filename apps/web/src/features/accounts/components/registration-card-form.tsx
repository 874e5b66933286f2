import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { StepNav } from '@/components/ui/step-nav';
import { toast } from '@/hooks/use-toast';

export interface RegistrationCardFormProps {
  publishableKey: string;
  clientSecret: string;
  /** The plan choice, shown above the card. */
  children: ReactNode;
  onBack: () => void;
  /** The card is confirmed: its SetupIntent, for the server to check and bill. */
  onConfirmed: (setupIntentId: string) => void;
  /** The account is being made. */
  submitting: boolean;
  /** Tests hand in a stand-in; by default Stripe.js is loaded from Stripe. */
  stripe?: Promise<Stripe | null>;
}

/**
 * Step 3 with billing on: Stripe's card form (Elements) for the SetupIntent, confirmed here; a
 * bank that must check the card sends the browser away and back to /dashboard.
 */
export default function RegistrationCardForm({
  publishableKey,
  clientSecret,
  stripe,
  ...props
}: RegistrationCardFormProps) {
  // Stripe.js, fetched from Stripe once per card form (only this step loads it).
  const stripePromise = useMemo(
    () => stripe ?? loadStripe(publishableKey),
    [stripe, publishableKey],
  );
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({
  children,
  onBack,
  onConfirmed,
  submitting,
}: Omit<RegistrationCardFormProps, 'publishableKey' | 'clientSecret' | 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [confirming, setConfirming] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) {
      toast({
        title: 'Payment Setup Error',
        description: 'The card form is not ready yet. Please wait a moment and try again.',
        variant: 'destructive',
      });
      return;
    }
    setConfirming(true);
    try {
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: `${window.location.origin}/dashboard` },
        redirect: 'if_required',
      });
      if (error || setupIntent?.status !== 'succeeded') {
        toast({
          title: 'Payment Setup Failed',
          description: error?.message ?? 'Your card was not confirmed. Please try again.',
          variant: 'destructive',
        });
        return;
      }
      onConfirmed(setupIntent.id);
    } finally {
      setConfirming(false);
    }
  }

  const busy = confirming || submitting;
  return (
    <form onSubmit={confirm} className="flex flex-col gap-4">
      {children}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Your card</legend>
        <PaymentElement />
        <p className="text-sm text-muted-foreground">
          Nothing is charged during the free trial; billing then starts weekly, in advance.
        </p>
      </fieldset>
      <StepNav
        onBack={onBack}
        submitLabel={busy ? 'Starting your trial...' : 'Start Free Trial'}
        submitDisabled={busy}
      />
    </form>
  );
}
