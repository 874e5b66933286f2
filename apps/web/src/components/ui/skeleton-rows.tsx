import { Skeleton } from './skeleton';

interface SkeletonRowsProps {
  /** What a screen reader hears while the rows load: "Loading your referrals...". */
  label: string;
  rows?: number;
}

/** A list's shape while it loads, with words for screen readers. */
export function SkeletonRows({ label, rows = 3 }: SkeletonRowsProps) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, row) => `row-${row}`).map((row) => (
        <Skeleton key={row} className="h-12 w-full" />
      ))}
    </div>
  );
}
