import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The criteria form's place while the saved criteria load. */
export function CriteriaSkeleton() {
  return (
    <Card aria-busy="true">
      <CardContent>
        <p role="status" className="sr-only">
          Loading your criteria...
        </p>
        {['area', 'values', 'bedrooms'].map((row) => (
          <div key={row} className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-60 w-full" />
        <Skeleton className="h-11 w-full" />
      </CardContent>
    </Card>
  );
}
