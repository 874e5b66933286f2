import { type ReactNode, useRef } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';

interface ConfirmDialogProps {
  /** The button that opens it (rendered as the trigger). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /**
   * After a confirmation, once the dialog has closed: the trigger may be gone, so focus goes where
   * this puts it instead of back to the trigger.
   */
  onConfirmedClose?: () => void;
}

/** Asks before a destructive action; Cancel (first, focused) changes nothing. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onConfirmedClose,
}: ConfirmDialogProps) {
  const confirmed = useRef(false);
  return (
    <AlertDialog
      onOpenChange={(open) => {
        if (open) confirmed.current = false;
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!confirmed.current || !onConfirmedClose) return;
          event.preventDefault();
          onConfirmedClose();
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
