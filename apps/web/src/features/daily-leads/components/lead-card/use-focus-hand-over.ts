import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Whether the card that just left held the focus. Each lead gets a new card (remounted by its
 * key), so the flag lives outside the component, from one card's unmount to the next's mount in
 * the same commit; it is cleared right after, so a card mounted later takes nothing.
 */
let handOver = false;

/**
 * Keyboard focus stays on the cards: when a card that had the focus (or whose action was started
 * with focus in it: a button disables itself as it works) is replaced by the next, the next card
 * takes the focus instead of leaving it to the page. Returns `markFocus`, to call as an action
 * starts.
 */
export function useFocusHandOver(card: RefObject<HTMLElement | null>) {
  const hadFocus = useRef(false);

  useLayoutEffect(() => {
    const element = card.current;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (handOver && element && lost) element.focus({ preventScroll: true });
    handOver = false;
    return () => {
      handOver = hadFocus.current || !!element?.contains(document.activeElement);
      if (handOver) {
        queueMicrotask(() => {
          handOver = false;
        });
      }
    };
  }, [card]);

  return () => {
    hadFocus.current = !!card.current?.contains(document.activeElement);
  };
}
