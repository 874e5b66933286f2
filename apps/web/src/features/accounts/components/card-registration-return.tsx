import { PendingRegistrationData } from '@porchlight/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PublicPage } from '@/components/layout/public-page';
import { Button } from '@/components/ui/button';
import { ApiError, apiErrorMessage } from '@/lib/api-error';
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
        // A claim link mailed: the registration waits in the mailbox, not on this device.
        onError: (error) => {
          if (claimMailedError(error)) clearRegistrationDraft();
        },
      },
    );
  }, [succeeded, registration, setupIntentId, complete, startSession]);

  // The address's unconfirmed account gets a link that replaces it (docs/accounts.md
  // "Unconfirmed accounts"): nothing failed, the registration waits in the mailbox.
  const claimMailed = claimMailedError(complete.error);
  if (claimMailed) {
    return (
      <PublicPage title="Check Your Email">
        <p role="status">{claimMailed.message}</p>
        <Button asChild size="lg">
          <Link href="/login">Back to Login</Link>
        </Button>
      </PublicPage>
    );
  }
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

/** The completion's 409 ACCOUNT_CLAIM_MAILED, if that is what it answered. */
function claimMailedError(error: unknown): ApiError | null {
  return error instanceof ApiError && error.code === 'ACCOUNT_CLAIM_MAILED' ? error : null;
}
