import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatEasternDay } from '@/lib/format';

/**
 * A row of a dated list (credit transactions, referrals): a line of text over its ET date on the
 * left, and what the row amounts to on the right.
 */
export function DatedRow({
  text,
  at,
  textClassName,
  children,
}: {
  text: string;
  /** An ISO instant, shown as its Eastern-time day ("Nov 9, 2026"). */
  at: string;
  textClassName?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className={cn('font-medium', textClassName)}>{text}</p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={at}>{formatEasternDay(at)}</time>
        </p>
      </div>
      {children}
    </li>
  );
}
