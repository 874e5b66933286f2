import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { SiteHeader } from './site-header';

/** A titled page for visitors and agents alike: logo header, then the content. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main className="flex flex-1 flex-col gap-4 px-4 py-6">
        <PageTitle title={title} />
        {children}
      </main>
    </>
  );
}
