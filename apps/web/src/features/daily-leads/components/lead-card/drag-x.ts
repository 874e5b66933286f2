/** Pure sums for the horizontal card drag (workspace.md §5 "Swipe drag"). */

/** How far the pointer must move before a press becomes a drag (a click stays a click). */
export const DRAG_START_PX = 3;
/** Release velocity is measured over the last 100 ms of movement. */
export const VELOCITY_WINDOW_MS = 100;

export interface DragSample {
  /** Milliseconds (event time stamp). */
  time: number;
  /** Pointer offset from where the drag started, in px. */
  offset: number;
}

/**
 * The card's offset for a pointer offset: free within ±limit, beyond it the card follows only by
 * `elastic` of the overshoot (elasticity 0.2 past ±300 px).
 */
export function elasticOffset(pointerOffset: number, limit: number, elastic: number): number {
  if (pointerOffset > limit) return limit + (pointerOffset - limit) * elastic;
  if (pointerOffset < -limit) return -limit + (pointerOffset + limit) * elastic;
  return pointerOffset;
}

/** Keeps the samples of the last VELOCITY_WINDOW_MS before the newest one (and that one). */
export function recentSamples(samples: readonly DragSample[], next: DragSample): DragSample[] {
  return [...samples, next].filter((sample) => next.time - sample.time <= VELOCITY_WINDOW_MS);
}

/** Velocity in px/s across the samples; 0 when they span no time. */
export function releaseVelocity(samples: readonly DragSample[]): number {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.time <= first.time) return 0;
  return ((last.offset - first.offset) / (last.time - first.time)) * 1000;
}
