import { lazy, Suspense, useState } from 'react';
import type { LeadDetailDialogProps } from './lead-detail-dialog';

const Dialog = lazy(() =>
  import('./lead-detail-dialog').then((m) => ({ default: m.LeadDetailDialog })),
);

/**
 * The same dialog, loaded (with Radix Dialog) the first time it opens rather than with the list
 * that offers it; it stays loaded after that so closing keeps its animation-free unmount.
 */
export function LeadDetailDialog(props: LeadDetailDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
