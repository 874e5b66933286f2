import { animateSingleValue, useMotionValue, useReducedMotion, useTransform } from 'motion/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type SwipeAction, swipeOutcome } from './swipe-outcome';
import { useDragX } from './use-drag-x';
import { useMotionStyle } from './use-motion-style';

/** Drag limit ±300 px, elasticity 0.2 (docs/screens.md "Swipe"). */
const DRAG_LIMIT = 300;
const DRAG_ELASTIC = 0.2;
/**
 * Rotation ±30° across ±200 px; the card fades out between 150 and 200 px
 * (docs/screens.md "Swipe").
 */
const ROTATE_RANGE = [-200, 200];
const ROTATE_DEGREES = [-30, 30];
const FADE_RANGE = [-200, -150, 150, 200];
/** The direction indicator shows once the offset passes 50 px. */
const INDICATOR_PX = 50;
const FLY_OUT_PX = 600;
const SPRING = { type: 'spring', stiffness: 500, damping: 35 } as const;

interface SwipeOptions {
  leadId: string;
  onSave: () => Promise<void>;
  onPass: () => Promise<void>;
  /** Called once an action has succeeded, to announce it. */
  onDone: (action: SwipeAction) => void;
  disabled: boolean;
}

/**
 * The swipe card's state: the drag offset and what follows from it (rotation, fade, SAVE/PASS
 * badges), and one action at a time that flies the card out, or brings it back on failure.
 */
export function useSwipe({ leadId, onSave, onPass, onDone, disabled }: SwipeOptions) {
  const reduceMotion = useReducedMotion() ?? false;
  const x = useMotionValue(0);
  const rotate = useTransform(x, ROTATE_RANGE, reduceMotion ? [0, 0] : ROTATE_DEGREES);
  const opacity = useTransform(x, FADE_RANGE, [0, 1, 1, 0]);
  const saveBadge = useTransform(x, (offset): number => (offset > INDICATOR_PX ? 1 : 0));
  const passBadge = useTransform(x, (offset): number => (offset < -INDICATOR_PX ? 1 : 0));
  const cardRef = useMotionStyle(useMemo(() => ({ x, rotate, opacity }), [x, rotate, opacity]));
  const saveBadgeRef = useMotionStyle(useMemo(() => ({ opacity: saveBadge }), [saveBadge]));
  const passBadgeRef = useMotionStyle(useMemo(() => ({ opacity: passBadge }), [passBadge]));
  const [pending, setPending] = useState<SwipeAction | null>(null);
  const [done, setDone] = useState<SwipeAction | null>(null);
  const running = useRef(false);

  // A new lead: a fresh card in the middle, whether or not the parent remounts this one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: leadId is the trigger, not an input.
  useEffect(() => {
    x.set(0);
    running.current = false;
    setPending(null);
    setDone(null);
  }, [leadId, x]);

  const backToCentre = () => {
    if (reduceMotion) x.set(0);
    else animateSingleValue(x, 0, SPRING);
  };

  const run = async (action: SwipeAction) => {
    if (disabled || running.current || done) return;
    running.current = true;
    setPending(action);
    const flight = reduceMotion
      ? null
      : animateSingleValue(x, action === 'save' ? FLY_OUT_PX : -FLY_OUT_PX, {
          duration: 0.25,
          ease: 'easeIn',
        });
    try {
      await (action === 'save' ? onSave() : onPass());
    } catch {
      // The parent shows the error; the card comes back and stays.
      flight?.stop();
      running.current = false;
      setPending(null);
      backToCentre();
      return;
    }
    setPending(null);
    setDone(action);
    onDone(action);
  };

  const locked = disabled || pending !== null || done !== null;
  const dragHandlers = useDragX({
    x,
    limit: DRAG_LIMIT,
    elastic: DRAG_ELASTIC,
    disabled: locked,
    onRelease: (offset, velocity) => {
      const outcome = swipeOutcome(offset, velocity);
      if (outcome) void run(outcome);
      else backToCentre();
    },
  });

  return {
    cardRef,
    saveBadgeRef,
    passBadgeRef,
    dragHandlers,
    pending,
    done,
    run,
    reduceMotion,
    locked,
  };
}
