import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** `text` as a regular expression that matches it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Today's Follow-up Activities on the Saved tab. */
export const followUpSection = (page: Page) =>
  page.getByRole('region', { name: "Today's Follow-up Activities" });

/** The lead's row in Today's Follow-up Activities: "12 Palm Ave, Day 1 of 6: email". */
export const followUpRow = (page: Page, address: string) =>
  followUpSection(page).getByRole('button', { name: new RegExp(`^${literally(address)}, `) });

/**
 * Opens the lead's follow-up card from its row (a lead past the next three is under Show All)
 * and answers the card. After a reload the rows first come from the phone's copy (field mode,
 * docs/offline.md "What the phone keeps"), then from the server's answer: a day later the copy's
 * "Show All 3" can go as the answer brings the lead into the first rows. So, as a person would,
 * it looks again at what the list shows until the row is there, and taps Show All only while the
 * list offers it.
 */
export async function openFollowUpCard(page: Page, address: string) {
  const row = followUpRow(page, address);
  const showAll = followUpSection(page).getByRole('button', { name: /^Show All \d+$/ });
  await expect
    .poll(async () => {
      if (await row.isVisible()) return true;
      if (await showAll.isVisible()) await showAll.tap({ timeout: 1_000 }).catch(() => undefined);
      return row.isVisible();
    })
    .toBe(true);
  if ((await row.getAttribute('aria-expanded')) === 'false') await row.tap();
  return followUpSection(page).getByRole('article', { name: address });
}

/** mailto: and sms: links are noted, not followed: the phone's apps are not here. */
export async function observeExternalLinks(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { openedLinks: opened });
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (/^(mailto|sms):/.test(this.href)) opened.push(this.href);
      else click.call(this);
    };
  });
  // The init script above added `openedLinks` to window; TypeScript's Window does not know it.
  return () => page.evaluate(() => (window as unknown as { openedLinks: string[] }).openedLinks);
}

/** Opens Property Details from the lead's card in the Saved tab's list, and answers the dialog. */
export async function openPropertyDetails(page: Page, address: string) {
  await page
    .getByRole('region', { name: 'Daily Leads' })
    .getByRole('listitem')
    .filter({ hasText: address })
    .getByRole('button')
    .first()
    .tap();
  return page.getByRole('dialog', { name: address });
}
