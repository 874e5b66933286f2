import { describe, expect, it } from 'vitest';
import { CARD_MAX_PX, CARD_MIN_PX, fitCardHeight } from './card-fit';

describe('fitCardHeight', () => {
  it('is the full 480 px where the screen has room', () => {
    expect(fitCardHeight({ viewportHeight: 844, slotTop: 200, below: 90, tabBarHeight: 65 })).toBe(
      CARD_MAX_PX,
    );
  });

  it('takes what is left above the buttons and the tab bar on a shorter screen', () => {
    // 640 − 65 − 200 − 90
    expect(fitCardHeight({ viewportHeight: 640, slotTop: 200, below: 90, tabBarHeight: 65 })).toBe(
      285,
    );
    expect(
      fitCardHeight({ viewportHeight: 640.5, slotTop: 200, below: 90, tabBarHeight: 65 }),
    ).toBe(285);
  });

  it('never shrinks the card below its minimum: the page scrolls instead', () => {
    expect(fitCardHeight({ viewportHeight: 480, slotTop: 300, below: 90, tabBarHeight: 65 })).toBe(
      CARD_MIN_PX,
    );
  });
});
