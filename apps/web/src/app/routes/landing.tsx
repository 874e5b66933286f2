import { Link } from 'wouter';
import { SiteHeader } from '@/components/layout/site-header';
import { Button } from '@/components/ui/button';
import { TrialEmailForm } from '@/features/accounts/components/trial-email-form';
import { LandingHero } from '@/features/site/components/landing-hero';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function LandingRoute() {
  useDocumentTitle();
  return (
    <>
      <SiteHeader>
        <Button asChild variant="ghost" className="px-3 text-sm">
          <Link href="/login">Login</Link>
        </Button>
        <Button asChild variant="outline" className="px-3 text-sm">
          <Link href="/register">Get Started</Link>
        </Button>
      </SiteHeader>
      <main className="flex flex-1 flex-col px-4 py-8">
        <LandingHero>
          <TrialEmailForm />
        </LandingHero>
      </main>
    </>
  );
}
