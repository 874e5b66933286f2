import { type MotionValue, styleEffect } from 'motion/react';
import { useCallback } from 'react';

/**
 * A ref that binds motion values to the element's style (transform and opacity only), written
 * once per animation frame without re-rendering React; unbound when the element goes.
 * `values` must keep its identity (useMemo).
 */
export function useMotionStyle(values: Record<string, MotionValue<number>>) {
  return useCallback(
    (element: HTMLElement | null) => (element ? styleEffect(element, values) : undefined),
    [values],
  );
}
