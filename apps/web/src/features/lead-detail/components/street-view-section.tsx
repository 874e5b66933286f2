import type { Lead } from '@porchlight/contracts';
import { PropertyMap } from '@/components/property-map/property-map';
import { Skeleton } from '@/components/ui/skeleton';
import { DetailSection } from './detail-section';

interface StreetViewSectionProps {
  lead: Lead;
  /** The dialog's 500 ms flag (useOpenSettled): the map waits for the dialog to finish opening. */
  mapMayLoad: boolean;
}

export function StreetViewSection({ lead, mapMayLoad }: StreetViewSectionProps) {
  return (
    <DetailSection title="Street View">
      <div className="relative h-[200px] overflow-hidden rounded-xl bg-muted">
        {mapMayLoad ? <PropertyMap lead={lead} /> : <Skeleton className="size-full rounded-none" />}
      </div>
    </DetailSection>
  );
}
