import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Under a map whose top carries labels (the lead card's `group/map` with `data-labelled`), the
 * message keeps out of their way: one row, pin beside the words, between the labels and the
 * attribution at the bottom (docs/today.md "Lead card").
 */
const BELOW_LABELS =
  'group-data-[labelled]/map:flex-row group-data-[labelled]/map:gap-1 group-data-[labelled]/map:pt-11 group-data-[labelled]/map:pb-5 group-data-[labelled]/map:text-sm';

/**
 * The map area's quiet fallback: a pin on a muted ground, with a short message if there is one,
 * and a line saying what it means if that is not plain from the message.
 */
export function MapMessage({ children, detail }: { children?: ReactNode; detail?: string }) {
  return (
    <div
      className={`flex size-full flex-col items-center justify-center gap-2 bg-muted p-4 text-center text-muted-foreground ${BELOW_LABELS}`}
    >
      <MapPin aria-hidden="true" className="size-8 shrink-0 group-data-[labelled]/map:size-4" />
      {(children || detail) && (
        <div>
          {children && <p className="font-medium">{children}</p>}
          {detail && <p className="text-sm">{detail}</p>}
        </div>
      )}
    </div>
  );
}
