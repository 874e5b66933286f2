import { type ReactNode, Suspense } from 'react';
import { Footer } from './footer';
import { PageSkeleton } from './page-skeleton';
import { ToastOutlet } from './toast-outlet';
import { VersionBanner } from './version-banner';

/** The 480 px column every page lives in; it makes room for the tab bar when a page shows one. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-background shadow-sm has-[[data-tab-bar]]:pb-[calc(4rem+env(safe-area-inset-bottom))]">
      <VersionBanner />
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      <Footer />
      <ToastOutlet />
    </div>
  );
}
