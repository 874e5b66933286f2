import { Skeleton } from '@/components/ui/skeleton';

/** Today's leads while they load: the counter, the dots and the card's place. */
export function TodaySkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        Loading today's leads...
      </p>
      <Skeleton className="mx-auto h-3 w-40" />
      <Skeleton className="h-[480px] w-full rounded-xl" />
    </div>
  );
}
