import type { ReactNode } from 'react';

interface Stat {
  label: string;
  value: ReactNode;
}

/** Two or three numbers side by side, each big over its label. */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid auto-cols-fr grid-flow-col gap-3">
      {stats.map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse rounded-lg bg-secondary px-3 py-2">
          <dt className="text-sm text-secondary-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
