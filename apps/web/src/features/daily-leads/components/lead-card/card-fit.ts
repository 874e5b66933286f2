/** The card's full height (docs/today.md "Lead card"), where the screen has room for it. */
export const CARD_MAX_PX = 480;
/**
 * Below this the card stops shrinking and the page scrolls instead: the map strip (96 px) and the
 * address still show, the rest of the details scrolls inside the card. A 360×640 phone with the
 * partial-delivery banner showing needs the card this short.
 */
export const CARD_MIN_PX = 200;

interface Room {
  /** The visible height of the page (px). */
  viewportHeight: number;
  /** The top of the card's slot, from the top of the page when scrolled to its top (px). */
  slotTop: number;
  /** What must fit under the card: the gap, the Pass / Undo / Save row, a margin (px). */
  below: number;
  /** The fixed tab bar at the bottom of the screen, 0 where there is none (px). */
  tabBarHeight: number;
}

/**
 * The card's height: all the room between its top and the tab bar, less the buttons under it, so
 * that card and buttons are on the first screen whatever shows above them (a partial-delivery
 * banner, the version banner); never above 480 px nor below CARD_MIN_PX.
 */
export function fitCardHeight({ viewportHeight, slotTop, below, tabBarHeight }: Room): number {
  const room = Math.floor(viewportHeight - tabBarHeight - slotTop - below);
  return Math.min(CARD_MAX_PX, Math.max(CARD_MIN_PX, room));
}
