import { Skeleton } from '@/components/ui/skeleton';

/** The balance, big: the one number the wallet is about. */
export function CreditBalance({ credits }: { credits: number }) {
  return (
    <p className="flex items-baseline gap-2 rounded-lg bg-secondary px-4 py-3">
      <span className="text-4xl font-bold tabular-nums">{credits.toLocaleString('en-US')}</span>
      <span className="text-secondary-foreground">
        {credits === 1 ? 'lead credit' : 'lead credits'}
      </span>
    </p>
  );
}

/** The balance and its purchase button while the balance loads. */
export function CreditBalanceSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        Loading your credits...
      </p>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
