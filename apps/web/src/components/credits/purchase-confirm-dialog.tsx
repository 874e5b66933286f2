import type { RefObject } from 'react';
import * as Alert from '@/components/ui/alert-dialog';

export interface PurchaseConfirmDialogProps {
  /** "Purchase 50 leads for 100 credits?" */
  title: string;
  credits: number;
  /** The agent's balance before the spend. */
  balance: number;
  /** Where the leads come from: the saved criteria (packages) unless told ("this search"). */
  from?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The button that opened it: focus comes back to it on closing. */
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * The confirmation itself, loaded when it first opens (`purchase-confirm.tsx`): Radix's dialog
 * weighs 13 KB of the dashboard's first screen, which shows only its button.
 */
export default function PurchaseConfirmDialog({
  title,
  credits,
  balance,
  from = 'your saved search criteria',
  onConfirm,
  onClose,
  triggerRef,
}: PurchaseConfirmDialogProps) {
  return (
    <Alert.AlertDialog open onOpenChange={(next) => !next && onClose()}>
      <Alert.AlertDialogContent
        onCloseAutoFocus={(event) => {
          // Radix returns focus to its own Trigger; the trigger here is outside the dialog.
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <Alert.AlertDialogTitle>{title}</Alert.AlertDialogTitle>
        <Alert.AlertDialogDescription>
          They come from {from}, and you pay only for the leads delivered. You have {balance}{' '}
          {balance === 1 ? 'credit' : 'credits'}.
        </Alert.AlertDialogDescription>
        <Alert.AlertDialogFooter>
          <Alert.AlertDialogCancel>Cancel</Alert.AlertDialogCancel>
          <Alert.AlertDialogAction onClick={onConfirm}>
            Spend {credits} {credits === 1 ? 'Credit' : 'Credits'}
          </Alert.AlertDialogAction>
        </Alert.AlertDialogFooter>
      </Alert.AlertDialogContent>
    </Alert.AlertDialog>
  );
}
