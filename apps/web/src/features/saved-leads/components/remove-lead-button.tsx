import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LeadActionButton } from './lead-list-card';

interface RemoveLeadButtonProps {
  address: string;
  onRemove: () => void;
  /** Called once the dialog has closed on a removal: the card, and the button, are gone. */
  onRemoved: () => void;
}

/** Remove is final (the lead is never delivered again), so it asks first. */
export function RemoveLeadButton({ address, onRemove, onRemoved }: RemoveLeadButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <LeadActionButton address={address} className="text-destructive">
          <Trash2 aria-hidden="true" />
          Remove
        </LeadActionButton>
      }
      title="Remove this lead?"
      description={`${address} will leave your saved leads and its follow-up for good. It will not be delivered to you again.`}
      cancelLabel="Keep Lead"
      confirmLabel="Remove Lead"
      onConfirm={onRemove}
      onConfirmedClose={onRemoved}
    />
  );
}
