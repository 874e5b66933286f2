import { PendingRegistrationData } from '@porchlight/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PublicPage } from '@/components/layout/public-page';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error';
import { useCompleteStripeRegistration } from '../api/card-registration';
import { useStartSession } from '../hooks/use-start-session';
import { clearRegistrationDraft, readRegistrationDraft } from '../registration-draft';

interface CardRegistrationReturnProps {
  setupIntentId: string;
  /** Stripe's word on the card, in the address it sent the browser back to. */
  redirectStatus: string;
}

/**
 * /dashboard?setup_intent=…&redirect_status=… (docs/screens.md "Card check return"): the card's
 * bank sent the browser back; a confirmed card completes the registration from
 * pendingRegistrationData (the server kept the rest, the password's hash included).
 */
export function CardRegistrationReturn({
  setupIntentId,
  redirectStatus,
}: CardRegistrationReturnProps) {
  const complete = useCompleteStripeRegistration();
  const startSession = useStartSession();
  const registration = PendingRegistrationData.safeParse(readRegistrationDraft());
  const succeeded = redirectStatus === 'succeeded';
  const sent = useRef(false);

  useEffect(() => {
    if (!succeeded || !registration.success || sent.current) return;
    sent.current = true;
    complete.mutate(
      { setupIntentId, registrationData: registration.data },
      {
        onSuccess: (agent) => {
          clearRegistrationDraft();
          startSession(agent);
        },
      },
    );
  }, [succeeded, registration, setupIntentId, complete, startSession]);

  if (succeeded && registration.success && !complete.isError) {
    return (
      <PublicPage title="Finishing your registration">
        <p role="status" className="text-muted-foreground">
          Your card is confirmed. Starting your free trial...
        </p>
      </PublicPage>
    );
  }
  const reason = !succeeded
    ? 'Your card was not confirmed, so your free trial has not started.'
    : !registration.success
      ? 'Your registration was not found on this device.'
      : apiErrorMessage(complete.error, 'Registration failed. Please try again.');
  return (
    <PublicPage title={succeeded ? 'Registration Failed' : 'Payment Setup Failed'}>
      <p role="alert">{reason}</p>
      <Button asChild size="lg">
        <Link href="/register">Back to Registration</Link>
      </Button>
    </PublicPage>
  );
}
