import { Hand } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface AskedToStopButtonProps {
  /** The address or number, as it reads. */
  recipient: string;
  disabled: boolean;
  onConfirm: () => void;
}

/** The owner asked to stop: final for this agent, so it asks first. */
export function AskedToStopButton({ recipient, disabled, onConfirm }: AskedToStopButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" className="px-3 text-sm" disabled={disabled}>
          <Hand aria-hidden="true" />
          Asked to Stop <span className="sr-only">{recipient}</span>
        </Button>
      }
      title="Did the owner ask you to stop?"
      description={`${recipient} will be marked as asked to stop. You will not be able to send to it again.`}
      cancelLabel="Cancel"
      confirmLabel="Mark as Asked to Stop"
      onConfirm={onConfirm}
    />
  );
}
