/** Swipe thresholds (docs/screens.md "Swipe"): distance in px, release velocity in px/s. */
export const SWIPE_DISTANCE = 100;
export const SWIPE_VELOCITY = 500;

export type SwipeAction = 'save' | 'pass';

/**
 * Where a released drag ends (docs/screens.md "Swipe"): beyond 100 px or above 500 px/s to the
 * right saves, to the left passes; anything less springs back (null).
 */
export function swipeOutcome(offsetX: number, velocityX: number): SwipeAction | null {
  if (offsetX > SWIPE_DISTANCE || velocityX > SWIPE_VELOCITY) return 'save';
  if (offsetX < -SWIPE_DISTANCE || velocityX < -SWIPE_VELOCITY) return 'pass';
  return null;
}
