import { type ReactNode, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';

interface PurchaseConfirmProps {
  /** The button that asks (rendered as the trigger; focus comes back to it). */
  trigger: ReactNode;
  /** "Purchase 50 leads for 100 credits?" */
  title: string;
  credits: number;
  /** The agent's balance before the spend. */
  balance: number;
  /** While a purchase is under way the trigger opens nothing. */
  busy: boolean;
  /** Where the leads come from: the saved criteria (packages) unless told ("this search"). */
  from?: string;
  onConfirm: () => void;
}

/**
 * Credits are spent only once the agent says so, wherever they are spent (the packages, the bulk
 * wizard): the price in credits and leads, then Cancel (first, focused, spends nothing) or "Spend N
 * Credits".
 */
export function PurchaseConfirm({
  trigger,
  title,
  credits,
  balance,
  busy,
  from = 'your saved search criteria',
  onConfirm,
}: PurchaseConfirmProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => setOpen(next && !busy)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>
          They come from {from}, and you pay only for the leads delivered. You have {balance}{' '}
          {balance === 1 ? 'credit' : 'credits'}.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>
            Spend {credits} {credits === 1 ? 'Credit' : 'Credits'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
