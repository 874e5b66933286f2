import { type ReactNode, Suspense } from 'react';
import { Footer } from './footer';
import { PageSkeleton } from './page-skeleton';
import { ToastOutlet } from './toast-outlet';

interface AppShellProps {
  /** Stays on top of every page (the app puts the version banner here). */
  banner?: ReactNode;
  children: ReactNode;
}

/** The 480 px column every page lives in; it makes room for the tab bar when a page shows one. */
export function AppShell({ banner, children }: AppShellProps) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-background shadow-sm has-[[data-tab-bar]]:pb-[calc(4rem+env(safe-area-inset-bottom))]">
      {banner}
      {/* The footer comes with the page, not before it: shown under the skeleton, it would be
          pushed down the screen as the page arrives (a layout shift). */}
      <Suspense fallback={<PageSkeleton />}>
        {children}
        <Footer />
      </Suspense>
      <ToastOutlet />
    </div>
  );
}
