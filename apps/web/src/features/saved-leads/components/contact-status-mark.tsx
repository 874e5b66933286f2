import type { ListedLead } from '@porchlight/contracts';
import { Ban, Star } from 'lucide-react';

/** The lead's contact status at a glance: a yellow star when contacted, a red stop when blocked. */
export function ContactStatusMark({ status }: { status: ListedLead['contactStatus'] }) {
  if (status === 'none') return null;
  return (
    <span className="flex size-6 shrink-0 items-center justify-center">
      {status === 'contacted' ? (
        <Star aria-hidden="true" className="size-5 fill-yellow-400 text-yellow-700" />
      ) : (
        <Ban aria-hidden="true" className="size-5 text-destructive" />
      )}
      <span className="sr-only">{status === 'contacted' ? 'Contacted' : 'Blocked'}</span>
    </span>
  );
}
