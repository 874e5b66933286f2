import type { ReactNode } from 'react';
import { LineIcon as Icon } from '@/components/ui/line-icon';

// Drawn inline, as on the landing page: the public pages keep within their 100 KB budget without
// an icon library. Paths from lucide (ISC licence), the same look as the app's icons.

/** The shared line icon at this page's size. */
function LineIcon({ children, className = 'size-6' }: { children: ReactNode; className?: string }) {
  return <Icon className={className}>{children}</Icon>;
}

export function ClockIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </LineIcon>
  );
}

export function HouseIcon() {
  return (
    <LineIcon>
      <path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />
      <path d="M3 10a2 2 0 0 1 .709-1.528l7-5.999a2 2 0 0 1 2.582 0l7 5.999A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    </LineIcon>
  );
}

export function UsersIcon() {
  return (
    <LineIcon>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
      <path d="M16 3.13a4 4 0 0 1 0 7.75" />
    </LineIcon>
  );
}

export function CheckIcon() {
  return (
    <LineIcon className="mt-0.5 size-5 shrink-0 text-save">
      <path d="M20 6 9 17l-5-5" />
    </LineIcon>
  );
}

export function PhoneIcon() {
  return (
    <LineIcon className="size-5 shrink-0">
      <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z" />
    </LineIcon>
  );
}

export function MailIcon() {
  return (
    <LineIcon className="size-5 shrink-0">
      <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
      <rect x="2" y="4" width="20" height="16" rx="2" />
    </LineIcon>
  );
}

export function ExternalLinkIcon() {
  return (
    <LineIcon className="size-5">
      <path d="M15 3h6v6" />
      <path d="M10 14 21 3" />
      <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </LineIcon>
  );
}
