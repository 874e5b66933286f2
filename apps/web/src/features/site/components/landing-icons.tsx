import type { ReactNode } from 'react';
import { LineIcon as Icon } from '@/components/ui/line-icon';

// The landing page draws its icons inline: lucide's icon factory alone is 1.5 KB of the
// landing page's 100 KB budget. Paths from lucide (ISC licence), the same look as the app's icons.
// A parent sets another size with `[&_svg]:size-N`.

/** The shared line icon at this page's size. */
function LineIcon({ children }: { children: ReactNode }) {
  return <Icon className="size-5 shrink-0">{children}</Icon>;
}

/** One icon from one path: the cheapest form for the lazily loaded sections' icons. */
const lineIcon = (d: string) => () => (
  <LineIcon>
    <path d={d} />
  </LineIcon>
);

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

export const TextIcon = lineIcon('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z');
export const CheckIcon = lineIcon('M20 6 9 17l-5-5');
export const XIcon = lineIcon('M18 6 6 18M6 6l12 12');
export const PinIcon = lineIcon(
  'M20 10c0 5-6 11-8 12-2-1-8-7-8-12a8 8 0 0 1 16 0m-5 0a3 3 0 1 1-6 0 3 3 0 0 1 6 0',
);
export const GiftIcon = lineIcon(
  'M3 8h18v4H3zm9 0v13m7-9v9H5v-9M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5',
);
export const VideoIcon = lineIcon('M2 6h14v12H2zm14 4.5 6-3.5v10l-6-3.5');
export const LayersIcon = lineIcon('m12 2 10 5-10 5L2 7zM2 12l10 5 10-5M2 17l10 5 10-5');
export const TrophyIcon = lineIcon(
  'M6 9H4.5a2.5 2.5 0 0 1 0-5H6m12 5h1.5a2.5 2.5 0 0 0 0-5H18M4 22h16M10 15v2c0 1-3 2-3 5m7-7v2c0 1 3 2 3 5M6 2h12v7A6 6 0 0 1 6 9z',
);
export const ShieldIcon = lineIcon(
  'M20 13c0 5-3.5 7.5-8 9-4.5-1.5-8-4-8-9V5l8-3 8 3zm-11-1 2 2 4-4',
);
