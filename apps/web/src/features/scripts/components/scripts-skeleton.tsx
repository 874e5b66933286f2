import { Skeleton } from '@/components/ui/skeleton';

/** The editor's place while the scripts load. */
export function ScriptsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        Loading your scripts...
      </p>
      {['first', 'second'].map((day) => (
        <div key={day} className="flex flex-col gap-1.5">
          <Skeleton className="h-6 w-36" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ))}
    </div>
  );
}
