import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { PublicPage } from '@/components/layout/public-page';
import { Button } from '@/components/ui/button';

interface LegalPageProps {
  title: string;
  /** Lines under the title: "Version 1.0", "Last updated September 2025". */
  meta?: readonly string[];
  /** Shows the note that the text awaits counsel's review. */
  template?: boolean;
  children: ReactNode;
}

/** The shell of the terms, the privacy policy and the accessibility statement. */
export function LegalPage({ title, meta, template = false, children }: LegalPageProps) {
  return (
    <PublicPage title={title}>
      {meta && meta.length > 0 && (
        <p className="flex flex-col text-sm text-muted-foreground">
          {meta.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      )}
      {template && (
        <p className="rounded-lg border-2 border-dashed border-ring bg-secondary p-3 text-sm">
          <strong>Template for legal review.</strong> This document is a template and must be
          reviewed by counsel before launch.
        </p>
      )}
      {children}
      <Button asChild variant="outline" size="lg" className="mt-2 self-start">
        <Link href="/dashboard">Back to Dashboard</Link>
      </Button>
    </PublicPage>
  );
}

/** One titled section: its h2 names it for the outline and for screen readers' heading lists. */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="pt-2 text-xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list inside a section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5">{children}</ul>;
}
