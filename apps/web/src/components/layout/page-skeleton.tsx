import { Skeleton } from '@/components/ui/skeleton';

/** Shown while a page's code loads: the page's shape, and words for screen readers. */
export function PageSkeleton() {
  return (
    <main aria-busy="true" className="flex flex-1 flex-col gap-4 px-4 py-6">
      <span role="status" className="sr-only">
        Loading page…
      </span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-32 w-full rounded-xl" />
    </main>
  );
}
