import type { Ref } from 'react';
import { cn } from '@/lib/cn';
import type { SwipeAction } from './swipe-outcome';

/**
 * The SAVE or PASS stamp over the map while the card is dragged past 50 px. Each sits on the edge
 * that trails the drag (SAVE on the left while the card goes right, PASS on the right while it
 * goes left): the leading edge leaves a 390 px screen first, and the stamp must stay in sight.
 */
export function SwipeBadge({ action, ref }: { action: SwipeAction; ref: Ref<HTMLSpanElement> }) {
  const save = action === 'save';
  return (
    <span
      ref={ref}
      aria-hidden="true"
      style={{ opacity: 0 }}
      className={cn(
        'pointer-events-none absolute top-16 rounded-lg border-4 bg-card/90 px-3 py-1 text-3xl font-black tracking-widest',
        save
          ? 'left-4 -rotate-12 border-save text-save'
          : 'right-4 rotate-12 border-pass text-pass',
      )}
    >
      {save ? 'SAVE' : 'PASS'}
    </span>
  );
}
