import { cn } from '@/lib/cn';

export interface Stat {
  label: string;
  value: number;
}

/** Numbers with their labels, two or three to a row: big figure, small words. */
export function StatGrid({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-2 min-[360px]:grid-cols-3', className)}>
      {stats.map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse rounded-lg bg-muted p-2 text-center">
          <dt className="text-sm leading-tight text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The grid's place while its numbers load. */
export function StatGridSkeleton({ what, count }: { what: string; count: number }) {
  return (
    <div aria-busy="true" className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-3">
      <p role="status" className="sr-only">
        Loading {what}...
      </p>
      {Array.from({ length: count }, (_, n) => `placeholder-${n}`).map((slot) => (
        <div
          key={slot}
          className="h-16 animate-pulse rounded-lg bg-muted motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
