/** Pure sums for the horizontal card drag (docs/screens.md "Swipe"). */

/**
 * How far the pointer must move before the gesture is read as a drag or a scroll (a click stays
 * a click): far enough for the direction of a thumb to show, near enough to feel immediate.
 */
export const DRAG_START_PX = 6;
/** Release velocity is measured over the last 100 ms of movement. */
export const VELOCITY_WINDOW_MS = 100;

export interface DragSample {
  /** Milliseconds (event time stamp). */
  time: number;
  /** Pointer offset from where the drag started, in px. */
  offset: number;
}

export type DragAxis = 'x' | 'y';

/**
 * Which way a press has started to move, once it has gone DRAG_START_PX in either direction (null
 * before): sideways is the card's swipe, up or down a scroll of the details, which the browser
 * does (`touch-action: pan-y`). A diagonal counts as sideways only when more across than down.
 */
export function dragAxis(dx: number, dy: number): DragAxis | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < DRAG_START_PX) return null;
  return Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
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
