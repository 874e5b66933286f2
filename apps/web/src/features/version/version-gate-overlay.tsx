import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import type { VersionGateState } from './use-version-gate';

interface VersionGateOverlayProps {
  state: VersionGateState;
  onReloadNow: () => void;
  /** Closes the Connection Issue overlay (Escape); the update overlay cannot be closed. */
  onDismiss: () => void;
}

/**
 * The version gate's two overlays (docs/screens.md "Version gate"): updating, or the check failed.
 */
export function VersionGateOverlay({ state, onReloadNow, onDismiss }: VersionGateOverlayProps) {
  const offline = state === 'offline';
  return (
    <AlertDialog.Root
      open={state !== 'idle'}
      onOpenChange={(open) => {
        if (!open && offline) onDismiss();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[150] bg-background/90" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/3 z-[160] mx-auto flex max-w-[440px] flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-lg focus-visible:outline-2 focus-visible:outline-ring">
          <AlertDialog.Title className="text-xl font-bold">
            {offline ? 'Connection Issue' : 'Update Available'}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-muted-foreground">
            {offline
              ? 'We could not check for the latest version of Porchlight. Check your connection and reload.'
              : 'Updating to the latest version…'}
          </AlertDialog.Description>
          {offline && (
            <AlertDialog.Action asChild>
              <Button onClick={onReloadNow}>Reload Now</Button>
            </AlertDialog.Action>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
