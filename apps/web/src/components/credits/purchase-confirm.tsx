import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Slot } from '@/components/ui/slot';
import type { PurchaseConfirmDialogProps } from './purchase-confirm-dialog';

// Its dialog loads on the first press (docs/performance.md "JavaScript per page").
const PurchaseConfirmDialog = lazy(() => import('./purchase-confirm-dialog'));

interface PurchaseConfirmProps extends Omit<PurchaseConfirmDialogProps, 'onClose' | 'triggerRef'> {
  /** The button that asks (focus comes back to it). */
  trigger: ReactNode;
  /** While a purchase is under way the trigger opens nothing. */
  busy: boolean;
}

/**
 * Credits are spent only once the agent says so, wherever they are spent (the packages, the bulk
 * wizard): the price in credits and leads, then Cancel (first, focused, spends nothing) or "Spend N
 * Credits".
 */
export function PurchaseConfirm({ trigger, busy, ...dialog }: PurchaseConfirmProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  return (
    <>
      <Slot
        ref={triggerRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!busy)}
      >
        {trigger}
      </Slot>
      {open && (
        <Suspense fallback={null}>
          <PurchaseConfirmDialog
            {...dialog}
            triggerRef={triggerRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
