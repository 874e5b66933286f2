import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The map area's quiet fallback: a pin on a muted ground, with a short message if there is one,
 * and a line saying what it means if that is not plain from the message.
 */
export function MapMessage({ children, detail }: { children?: ReactNode; detail?: string }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 bg-muted p-4 text-center text-muted-foreground">
      <MapPin aria-hidden="true" className="size-8" />
      {children && <p className="font-medium">{children}</p>}
      {detail && <p className="text-sm">{detail}</p>}
    </div>
  );
}
