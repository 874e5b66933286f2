import type { MotionValue } from 'motion/react';
import { type PointerEvent, useRef } from 'react';
import {
  DRAG_START_PX,
  type DragSample,
  elasticOffset,
  recentSamples,
  releaseVelocity,
} from './drag-x';

interface DragXOptions {
  /** The card's horizontal offset, written on every pointer move. */
  x: MotionValue<number>;
  /** Free travel either side (px), and how much of the overshoot past it the card follows. */
  limit: number;
  elastic: number;
  disabled: boolean;
  /** The pointer let go: its offset from the start (px) and its velocity (px/s). */
  onRelease: (offset: number, velocity: number) => void;
}

interface Drag {
  pointerId: number;
  startX: number;
  active: boolean;
  samples: DragSample[];
}

/**
 * A horizontal drag from pointer events (mouse, pen and touch alike). Vertical touch movement is
 * left to the browser (`touch-action: pan-y` on the element), so the details still scroll.
 * A press that moves less than 3 px stays a click.
 */
export function useDragX({ x, limit, elastic, disabled, onRelease }: DragXOptions) {
  const drag = useRef<Drag | null>(null);

  const release = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.active) return;
    const last = current.samples[current.samples.length - 1];
    onRelease(last?.offset ?? 0, releaseVelocity(current.samples));
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (disabled || drag.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        active: false,
        samples: [],
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const offset = event.clientX - current.startX;
      if (!current.active) {
        if (Math.abs(offset) < DRAG_START_PX) return;
        current.active = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        x.stop();
      }
      current.samples = recentSamples(current.samples, { time: event.timeStamp, offset });
      x.set(elasticOffset(offset, limit, elastic));
    },
    onPointerUp: release,
    onPointerCancel: release,
  };
}
