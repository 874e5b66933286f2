import { useEffect, useRef } from 'react';

/**
 * A wizard's step heading: on a new step, focus moves to it, so a screen reader starts reading
 * there. The first step shown keeps the focus where it is.
 */
export function useStepHeading(step: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
