import { Heart, X } from 'lucide-react';
import type { SwipeAction } from './swipe-outcome';

/** What the card frame shows once an action succeeded, until the parent brings the next lead. */
export function SwipeConfirmation({ action }: { action: SwipeAction }) {
  const saved = action === 'save';
  const Icon = saved ? Heart : X;
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm">
      <span
        className={`flex size-16 items-center justify-center rounded-full ${saved ? 'bg-save text-save-foreground' : 'bg-pass text-pass-foreground'}`}
      >
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <p className="text-2xl font-bold">{saved ? 'Lead Saved' : 'Lead Passed'}</p>
      <p className="text-muted-foreground">Loading next lead...</p>
    </div>
  );
}
