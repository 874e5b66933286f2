import { Link } from 'wouter';
import { PublicPage } from '@/components/layout/public-page';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error';

interface AccountLoadErrorProps {
  /** No answer at all: the agent is still signed in, so no Sign In is offered. */
  offline?: boolean;
  error?: unknown;
  retrying: boolean;
  onRetry?: () => void;
}

/**
 * The dashboard when the agent could not be loaded (not a lost session: that goes to sign-in).
 * With no connection and nothing kept on the phone, it says so; the page loads by itself once
 * the server answers (docs/offline.md "Knowing it is offline").
 */
export function AccountLoadError({
  offline = false,
  error,
  retrying,
  onRetry,
}: AccountLoadErrorProps) {
  if (offline) {
    return (
      <PublicPage title="You're Offline">
        <p className="text-muted-foreground">
          Your account will load as soon as this phone is back online. You are still signed in.
        </p>
        <Button size="lg" onClick={onRetry ?? (() => window.location.reload())}>
          Try Again
        </Button>
      </PublicPage>
    );
  }
  return (
    <PublicPage title="We Could Not Load Your Account">
      <p className="text-muted-foreground">
        {apiErrorMessage(error, 'Check your connection and try again.')}
      </p>
      <Button size="lg" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link href="/login">Sign In</Link>
      </Button>
    </PublicPage>
  );
}
