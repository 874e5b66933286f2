import type { ApiErrorCode } from '@porchlight/contracts';
import { Link } from 'wouter';
import { PublicPage } from '@/components/layout/public-page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { useEmailConfirmation } from '../api/confirm-email';
import { useStoredAgentId } from '../session';

const INVALID_LINK = 'This confirmation link is invalid or has expired.';
const REFUSED_LINK = new Set<ApiErrorCode | undefined>([
  'INVALID_CONFIRMATION_TOKEN',
  'VALIDATION_ERROR',
]);

/** The way on: the dashboard for a signed-in browser, else the sign-in page. */
function NextStep() {
  const signedIn = useStoredAgentId() !== null;
  return (
    <Button asChild size="lg">
      {signedIn ? (
        <Link href="/dashboard">Go to Dashboard</Link>
      ) : (
        <Link href="/login">Sign In</Link>
      )}
    </Button>
  );
}

/** A link whose token is missing, unknown, used or expired. */
export function InvalidConfirmationLink() {
  return (
    <PublicPage title="Invalid Confirmation Link">
      <p>{INVALID_LINK}</p>
      <NextStep />
    </PublicPage>
  );
}

/** Confirms the address as the page opens: checking, then confirmed or invalid. */
export function EmailConfirmationScreen({ token }: { token: string }) {
  const confirmation = useEmailConfirmation(token);
  if (confirmation.isSuccess) {
    return (
      <PublicPage title="Email Confirmed">
        <p>Thank you: your email address is confirmed.</p>
        <NextStep />
      </PublicPage>
    );
  }
  // A refused token (or one no token could be) means the link; anything else (no connection, a
  // server error) may pass on a retry.
  const { error } = confirmation;
  if (error instanceof ApiError && REFUSED_LINK.has(error.code)) {
    return <InvalidConfirmationLink />;
  }
  if (error) {
    return (
      <PublicPage title="Confirm Email">
        <p role="alert">{error.message}</p>
        <Button size="lg" onClick={() => confirmation.refetch()}>
          Try Again
        </Button>
      </PublicPage>
    );
  }
  return (
    <PublicPage title="Confirm Email">
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status">Confirming your email address...</p>
        <Skeleton className="h-11 w-full" />
      </div>
    </PublicPage>
  );
}
