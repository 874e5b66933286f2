import type { ReactNode } from 'react';

// The landing page draws its three icons inline: lucide's icon factory alone is 1.5 KB of the
// landing page's 100 KB budget. Paths from lucide (ISC licence), the same look as the app's icons.

function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden
      className="size-5"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function SunriseIcon() {
  return (
    <LineIcon>
      <path d="M12 2v8m-7.07.93 1.41 1.41M2 18h2m16 0h2m-2.93-7.07-1.41 1.41M22 22H2M8 6l4-4 4 4m0 12a4 4 0 0 0-8 0" />
    </LineIcon>
  );
}

export function HeartIcon() {
  return (
    <LineIcon>
      <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
    </LineIcon>
  );
}

export function MailIcon() {
  return (
    <LineIcon>
      <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
      <rect x="2" y="4" width="20" height="16" rx="2" />
    </LineIcon>
  );
}
