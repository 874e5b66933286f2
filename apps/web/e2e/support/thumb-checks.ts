import type { Locator, Page } from 'playwright-core';
import { boxOf } from './touch';

/** The swipeable card itself (not its buttons): the part of the lead group that moves. */
export function swipeCard(page: Page) {
  return page
    .getByRole('group', { name: /^Lead: / })
    .locator('[aria-busy]')
    .first();
}

/** N of "N of M remaining", or null once the count is gone (the end of the day). */
export async function remainingCount(page: Page): Promise<number | null> {
  const texts = await page.getByText(/^\d+ of \d+ remaining$/).allTextContents();
  const match = texts[0]?.match(/^(\d+) of/);
  return match ? Number(match[1]) : null;
}

/**
 * What does not fit above the tab bar on the first screen (page at its top): the card and the
 * Pass, Undo and Save buttons, each named with where it ends.
 */
export async function misfitsAboveTabBar(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const tabBar = await boxOf(page.getByRole('navigation', { name: 'Workspace' }));
  const parts: Array<[string, Locator]> = [
    ['card', swipeCard(page)],
    ['Pass', page.getByRole('button', { name: 'Pass', exact: true })],
    ['Undo', page.getByRole('button', { name: 'Undo', exact: true })],
    ['Save', page.getByRole('button', { name: 'Save', exact: true })],
  ];
  const misfits: string[] = [];
  for (const [name, locator] of parts) {
    const box = await boxOf(locator);
    const bottom = Math.round(box.y + box.height);
    if (box.y < 0 || bottom > tabBar.y) {
      misfits.push(`${name} spans ${Math.round(box.y)}–${bottom}, tab bar at ${tabBar.y}`);
    }
  }
  return misfits;
}

/** The saved-list length the server answers. */
export async function savedOnServer(page: Page, agentId: string): Promise<number> {
  const response = await page.request.get(`/api/saved/${agentId}`);
  return ((await response.json()) as unknown[]).length;
}

/** The aria-label of the element that has focus (its tag when it has none). */
export function focusedLabel(page: Page) {
  return page.evaluate(
    () =>
      document.activeElement?.getAttribute('aria-label') ??
      document.activeElement?.tagName ??
      'nothing',
  );
}

/** Whether two boxes share any area. */
export function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The contrast ratio of an icon's colour against its button's background, as painted (a canvas
 * turns any CSS colour, alpha included, into sRGB over white).
 */
export function iconContrast(button: Locator) {
  return button.evaluate(async (element) => {
    // The colours as they settle: read during the button's colour transition, they are a blend
    // (a busy run once read the pressed red halfway, at 2.3:1).
    await Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished));
    const icon = element.querySelector('svg');
    if (!icon) throw new Error('the button has no icon');
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    const painted = (color: string) => {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const fg = luminance(painted(getComputedStyle(icon).color));
    const bg = luminance(painted(getComputedStyle(element).backgroundColor));
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
}

/**
 * Which of `covers` hides part of which of `words` (their boxes intersect), each pair named by
 * its texts; elements not shown are left out.
 */
/** Each toast on screen, its whole card. */
export const toastBox = (page: Page) => page.locator('li:has(> [role="status"])');

/** The offline notice above every page, in either of its wordings. */
export const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(You're offline\.|Offline · last updated)/ });

export async function coveredWords(covers: Locator, words: Locator): Promise<string[]> {
  const shown = async (locator: Locator) => {
    const found: Array<{ text: string; box: Awaited<ReturnType<typeof boxOf>> }> = [];
    for (const element of await locator.all()) {
      const box = await element.boundingBox();
      if (box && (await element.isVisible())) {
        found.push({
          text: ((await element.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
          box,
        });
      }
    }
    return found;
  };
  const hidden: string[] = [];
  for (const cover of await shown(covers)) {
    for (const word of await shown(words)) {
      if (overlap(cover.box, word.box)) hidden.push(`"${cover.text}" covers "${word.text}"`);
    }
  }
  return hidden;
}

/** The words the map strip of the card shows: its message and its attribution. */
export function mapWords(page: Page) {
  return swipeCard(page).locator('[role="img"][aria-label^="Map of"] p, a[href*="openstreetmap"]');
}

/** The labels laid over the card's map: the lead type, Sample data, Imported. */
export function mapLabels(page: Page) {
  return swipeCard(page).getByRole('list', { name: 'About this lead' }).getByRole('listitem');
}

/**
 * How an email address lies in its row of Property Details: whether its box stays inside the
 * row's, and the parts (between its break points, before "@" and each ".") that a line break cut.
 */
export function emailFit(row: Locator, email: string) {
  return row.evaluate((li, address) => {
    const span = Array.from(li.querySelectorAll('span')).find((s) => s.textContent === address);
    if (!span) throw new Error(`no ${address} in the row`);
    const box = span.getBoundingClientRect();
    const rowBox = li.getBoundingClientRect();
    const cut = Array.from(span.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .filter((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size > 1;
      })
      .map((node) => node.textContent);
    return {
      inside: box.left >= rowBox.left && box.right <= rowBox.right && box.bottom <= rowBox.bottom,
      lines: new Set(Array.from(span.getClientRects()).map((r) => Math.round(r.top))).size,
      cut,
    };
  }, email);
}
