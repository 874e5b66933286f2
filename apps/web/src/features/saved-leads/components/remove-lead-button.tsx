import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
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
import { LeadActionButton } from './lead-list-card';

interface RemoveLeadButtonProps {
  address: string;
  onRemove: () => void;
  /** Called once the dialog has closed on a removal: the card, and the button, are gone. */
  onRemoved: () => void;
}

/** Remove is final (the lead is never delivered again), so it asks first. */
export function RemoveLeadButton({ address, onRemove, onRemoved }: RemoveLeadButtonProps) {
  const removing = useRef(false);
  return (
    <AlertDialog
      onOpenChange={(open) => {
        if (open) removing.current = false;
      }}
    >
      <AlertDialogTrigger asChild>
        <LeadActionButton address={address} className="text-destructive">
          <Trash2 aria-hidden="true" />
          Remove
        </LeadActionButton>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!removing.current) return;
          event.preventDefault();
          onRemoved();
        }}
      >
        <AlertDialogTitle>Remove this lead?</AlertDialogTitle>
        <AlertDialogDescription>
          {address} will leave your saved leads and its follow-up for good. It will not be delivered
          to you again.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Lead</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              removing.current = true;
              onRemove();
            }}
          >
            Remove Lead
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
