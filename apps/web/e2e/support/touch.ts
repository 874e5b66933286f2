import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { openPhone } from './browser';

export interface Screen {
  width: number;
  height: number;
}

/** A touch phone of the given size, with a DevTools session for real touch events. */
export async function openTouchPhone(browser: Browser, screen: Screen) {
  const phone = await openPhone(browser, { viewport: screen });
  const cdp = await phone.context.newCDPSession(phone.page);
  return { ...phone, cdp };
}

export type Finger = Awaited<ReturnType<typeof fingerOn>>;

/** A screen's frame at 60 Hz: how often a touch screen reports a moving finger. */
const frame = () => new Promise((resolve) => setTimeout(resolve, 16));

/**
 * A finger on the screen, through the DevTools protocol's touch events (the browser then does
 * what it does for a real thumb: pointer events, and scrolling where touch-action allows it).
 */
export function fingerOn(cdp: CDPSession) {
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: x === undefined || y === undefined ? [] : [{ x, y }],
    });
  let at = { x: 0, y: 0 };
  return {
    /**
     * Puts the finger down at (x, y) and moves it by (dx, dy) in `steps` moves, one a frame as a
     * screen reports a thumb; stays down. Moves sent all at once would be a flick faster than
     * any thumb: the browser then takes the next tap as the one that stops the fling, and drops it.
     */
    async press(x: number, y: number, dx: number, dy: number, steps = 12) {
      await touch('touchStart', x, y);
      for (let step = 1; step <= steps; step++) {
        await frame();
        at = { x: x + (dx * step) / steps, y: y + (dy * step) / steps };
        await touch('touchMove', at.x, at.y);
      }
    },
    /**
     * Rests the finger where it is for eight frames, then lifts it. Lifted while still moving, it
     * would leave a fling behind: a tap within about 100 ms stops that fling and loses its click
     * (docs/testing.md "Touch"). The browser reads a finger's speed from its last 100 ms of moves.
     */
    async lift() {
      for (let rest = 0; rest < 8; rest++) {
        await frame();
        await touch('touchMove', at.x, at.y);
      }
      await touch('touchEnd');
    },
  };
}

export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return box;
}

/** The card's horizontal offset and rotation, read from its computed transform matrix. */
export function cardTransform(card: Locator) {
  return card.evaluate((element) => {
    const matrix = new DOMMatrixReadOnly(getComputedStyle(element).transform);
    return {
      x: matrix.m41,
      degrees: Math.round((Math.atan2(matrix.m12, matrix.m11) * 180) / Math.PI),
      inline: (element as HTMLElement).style.transform,
    };
  });
}

/** The opacity of the SAVE or PASS stamp. */
export function stampOpacity(page: Page, word: 'SAVE' | 'PASS') {
  return page.evaluate((text) => {
    const stamp = Array.from(document.querySelectorAll('span[aria-hidden="true"]')).find(
      (span) => span.textContent === text,
    );
    return stamp ? getComputedStyle(stamp).opacity : 'none';
  }, word);
}

/**
 * From now on, what the page's taps reach: each touchstart, touchend and click with its target,
 * and the toasts showing, for a failure's message. A tap can be lost to a fling still running
 * (see "Touch" in docs/testing.md) or land on a card that moved in; this tells which.
 */
export async function recordTaps(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { journeyTaps: seen });
    for (const type of ['touchstart', 'touchend', 'click']) {
      const note = (event: Event) => {
        const target = event.target instanceof Element ? event.target : document.body;
        const words = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim();
        seen.push(`${type} on <${target.tagName.toLowerCase()}> "${words.slice(0, 40)}"`);
      };
      document.addEventListener(type, note, { capture: true });
    }
  });
  return async () => {
    const taps = await page.evaluate(() =>
      ((window as unknown as { journeyTaps?: string[] }).journeyTaps ?? []).join('; '),
    );
    const toasts = await page.getByRole('status').allTextContents();
    return `taps: ${taps || 'none'}; toasts: ${toasts.join(' | ') || 'none'}`;
  };
}
