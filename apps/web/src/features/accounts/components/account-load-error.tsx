import { Link } from 'wouter';
import { PublicPage } from '@/components/layout/public-page';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error';

interface AccountLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The dashboard when the agent could not be loaded (not a lost session: that goes to sign-in). */
export function AccountLoadError({ error, retrying, onRetry }: AccountLoadErrorProps) {
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
