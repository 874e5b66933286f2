import { Link } from 'wouter';
import { PublicPage } from '@/components/layout/public-page';
import { Button } from '@/components/ui/button';

/** The dashboard for a visitor with no stored agent. */
export function WelcomeScreen() {
  return (
    <PublicPage title="Welcome to Porchlight">
      <p className="text-muted-foreground">
        Sign in to see today's leads, or create an account to start your free trial.
      </p>
      <Button asChild size="lg">
        <Link href="/login">Sign In</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link href="/register">Create New Account</Link>
      </Button>
    </PublicPage>
  );
}
