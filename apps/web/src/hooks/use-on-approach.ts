import { type RefObject, useEffect, useState } from 'react';

const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * True once the element comes into view, or once the visitor does anything at all (scrolls,
 * taps, presses a key): what lies below the first screen loads as they start reading, not
 * before the first screen has what it needs.
 */
export function useOnApproach(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const arrive = () => setNear(true);
    // Without IntersectionObserver (an old browser, a test's DOM), everything loads at once.
    if (typeof IntersectionObserver === 'undefined') return arrive();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) arrive();
    });
    observer.observe(element);
    for (const type of INTERACTIONS)
      window.addEventListener(type, arrive, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, arrive);
    };
  }, [ref, near]);
  return near;
}
