import { lazy, Suspense, useRef } from 'react';
import { Link } from 'wouter';
import { SiteHeader } from '@/components/layout/site-header';
import { Button } from '@/components/ui/button';
import { TrialEmailForm } from '@/features/accounts/components/trial-email-form';
import { LandingHero } from '@/features/site/components/landing-hero';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOnApproach } from '@/hooks/use-on-approach';

// The sections below the hero are a chunk of their own, fetched as the visitor starts to scroll:
// the first screen (the hero and its form) needs none of it.
const LandingSections = lazy(() => import('@/features/site/components/landing-sections'));

export default function LandingRoute() {
  useDocumentTitle();
  const below = useRef<HTMLDivElement>(null);
  const showSections = useOnApproach(below);
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
      <main className="flex flex-1 flex-col gap-12 px-4 py-8">
        <LandingHero>
          <TrialEmailForm />
        </LandingHero>
        {/* Roughly the sections' height, so the footer does not jump up and back. */}
        {showSections ? (
          <Suspense fallback={<div className="min-h-[400vh]" />}>
            <LandingSections />
          </Suspense>
        ) : (
          <div ref={below} className="min-h-[400vh]" />
        )}
      </main>
    </>
  );
}
