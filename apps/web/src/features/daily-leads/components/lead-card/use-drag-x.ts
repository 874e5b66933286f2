import type { MotionValue } from 'motion/react';
import { type PointerEvent, useRef } from 'react';
import { type DragSample, dragAxis, elasticOffset, recentSamples, releaseVelocity } from './drag-x';

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
  startY: number;
  active: boolean;
  samples: DragSample[];
}

/**
 * A horizontal drag from pointer events (mouse, pen and touch alike), wherever on the card it
 * starts. The first few px decide (`dragAxis`): sideways drags the card; up or down is left to the
 * browser (`touch-action: pan-y` on the card and on its scrolling details), so the details scroll
 * and the card stays put. A press that hardly moves stays a click.
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
        startY: event.clientY,
        active: false,
        samples: [],
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const offset = event.clientX - current.startX;
      if (!current.active) {
        const axis = dragAxis(offset, event.clientY - current.startY);
        if (axis === null) return;
        if (axis === 'y') {
          // A scroll: this press never moves the card.
          drag.current = null;
          return;
        }
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
