import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';

/** The map area's quiet fallback: a pin on a muted ground, with a short message if there is one. */
export function MapMessage({ children }: { children?: ReactNode }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 bg-muted p-4 text-center text-muted-foreground">
      <MapPin aria-hidden="true" className="size-8" />
      {children && <p className="font-medium">{children}</p>}
    </div>
  );
}
