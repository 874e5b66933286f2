import { Heart, Undo2, X } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SwipeButtonsProps {
  onPass: () => void;
  onUndo: () => void;
  onSave: () => void;
  /** Every button waits while an action is under way or the parent is busy. */
  locked: boolean;
  canUndo: boolean;
}

const round =
  'inline-flex cursor-pointer items-center justify-center rounded-full shadow-md transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50';

/** The three round buttons under the card: pass (left), undo (centre), save (right). */
export function SwipeButtons({ onPass, onUndo, onSave, locked, canUndo }: SwipeButtonsProps) {
  return (
    <div className="flex items-center justify-center gap-6">
      <button
        type="button"
        aria-label="Pass"
        disabled={locked}
        onClick={onPass}
        className={cn(round, 'size-16 bg-pass text-pass-foreground hover:bg-pass/90')}
      >
        <X aria-hidden="true" className="size-8" strokeWidth={3} />
      </button>
      <button
        type="button"
        aria-label="Undo"
        disabled={!canUndo || locked}
        onClick={onUndo}
        className={cn(round, 'size-12 border bg-card text-foreground hover:bg-accent')}
      >
        <Undo2 aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        aria-label="Save"
        disabled={locked}
        onClick={onSave}
        className={cn(round, 'size-16 bg-save text-save-foreground hover:bg-save/90')}
      >
        <Heart aria-hidden="true" className="size-8" fill="currentColor" />
      </button>
    </div>
  );
}
