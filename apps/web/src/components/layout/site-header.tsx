import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from './logo';

interface SiteHeaderProps {
  /** Where the logo leads. */
  homeHref?: string;
  /** Controls on the right. */
  children?: ReactNode;
}

export function SiteHeader({ homeHref = '/', children }: SiteHeaderProps) {
  return (
    <header className="flex items-center justify-between gap-1 border-b bg-card px-3 py-2">
      <Link href={homeHref} className="inline-flex min-h-11 items-center rounded-lg">
        <Logo />
      </Link>
      {children && <div className="flex items-center gap-1">{children}</div>}
    </header>
  );
}
