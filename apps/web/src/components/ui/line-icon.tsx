import type { ReactNode } from 'react';

interface LineIconProps {
  /** One path's `d`, or the shapes as children. */
  path?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A 24-unit line icon in lucide's style (paths from lucide, ISC), hidden from screen readers: the
 * control it sits in carries the name. Drawn inline, since lucide's icon factory alone would weigh
 * on the public pages' 100 KB.
 */
export function LineIcon({ path, className, children }: LineIconProps) {
  return (
    <svg
      aria-hidden
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {path ? <path d={path} /> : children}
    </svg>
  );
}
