import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const Card = lazy(() => import('./lead-card').then((m) => ({ default: m.LeadCard })));

/** The swipe card (and motion with it) loads only once there is a lead to show. */
export function LeadCard(props: ComponentProps<typeof Card>) {
  return (
    <Suspense fallback={<Skeleton className="h-[480px] w-full rounded-2xl" />}>
      <Card {...props} />
    </Suspense>
  );
}
