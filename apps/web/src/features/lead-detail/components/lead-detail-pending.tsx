import { LoadError } from '@/components/layout/load-error';
import { DialogBody, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { LeadLoadError } from '../hooks/use-lead-detail';

/**
 * The dialog before its lead is read: the outline of its sections, or why the read failed with a
 * way to try again. The lists carry only what their cards show, so the lead is read on opening.
 */
export function LeadDetailPending({ loadError }: { loadError?: LeadLoadError }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Property Details</DialogTitle>
        <DialogDescription>
          {loadError ? 'This lead could not be loaded.' : 'Loading property details...'}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-6">
        {loadError ? (
          <LoadError what="this lead" {...loadError} />
        ) : (
          <div aria-busy="true" className="flex flex-col gap-6">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-48 w-full rounded-xl" />
            <Skeleton className="h-40 w-full rounded-xl" />
          </div>
        )}
      </DialogBody>
    </>
  );
}
