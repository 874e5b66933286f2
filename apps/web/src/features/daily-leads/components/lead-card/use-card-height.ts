import { type RefObject, useLayoutEffect, useState } from 'react';
import { CARD_MAX_PX, fitCardHeight } from './card-fit';

/** Under the card: the 12 px gap, the 64 px Pass / Undo / Save row and an 8 px margin. */
const BELOW_CARD_PX = 12 + 64 + 8;

/**
 * The card's height for the room on this screen (`fitCardHeight`), measured again when the
 * window or the page changes size (a banner above comes or goes) and on each render.
 */
export function useCardHeight(slot: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState<number>(CARD_MAX_PX);

  useLayoutEffect(() => {
    const element = slot.current;
    if (!element) return;
    const tabBar = document.querySelector('[data-tab-bar]');
    setHeight(
      fitCardHeight({
        viewportHeight: window.innerHeight,
        slotTop: element.getBoundingClientRect().top + window.scrollY,
        below: BELOW_CARD_PX,
        tabBarHeight: tabBar?.getBoundingClientRect().height ?? 0,
      }),
    );
  });

  // The same measure on resizes, which re-render nothing by themselves.
  const [, remeasure] = useState(0);
  useLayoutEffect(() => {
    const again = () => remeasure((n) => n + 1);
    window.addEventListener('resize', again);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(again);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', again);
      observer?.disconnect();
    };
  }, []);

  return height;
}
