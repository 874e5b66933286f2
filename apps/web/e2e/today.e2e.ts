import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ORIGIN_ONLY, proAgentIn, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  useBrowser,
} from './support/browser';

/** Drags the card horizontally with the mouse, as a person would, in small steps. */
async function drag(page: Page, card: Locator, dx: number) {
  const box = await card.boundingBox();
  if (!box) throw new Error('the card is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(x + (dx * step) / 12, y);
  await page.mouse.up();
}

const remaining = async (page: Page) =>
  (await page.getByText(/\d+ of \d+ remaining/).textContent())?.trim();

/**
 * Presses `key` on the card and waits for what follows on screen: the next lead (the count drops)
 * or the end of the day (Congratulations). Says whether the day ended.
 */
async function swipeByKey(page: Page, card: Locator, key: string): Promise<boolean> {
  const counter = page.getByText(/\d+ of \d+ remaining/);
  const congratulations = page.getByText('Congratulations');
  const before = await remaining(page);
  await card.focus();
  await page.keyboard.press(key);
  // allTextContents does not wait: the count is gone once the last card leaves.
  const moved = async () =>
    (await congratulations.count()) > 0 ||
    ((await counter.allTextContents())[0]?.trim() ?? before) !== before;
  await expect.poll(moved, { timeout: 5_000 }).toBe(true);
  return (await congratulations.count()) > 0;
}

describeJourney('the Today tab', () => {
  const browser = useBrowser();

  it('gets the day’s leads, drags, undoes, keys through the rest, and reaches the daily limit', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    await signUpInBrowser(context, page, proAgentIn('33131'));
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Fresh 5' }).tap();
    await page.getByRole('button', { name: "Get Today's Leads" }).waitFor();
    await expectAccessible(page, 'today, no leads');
    await screenshot(page, 'today-empty');

    await page.getByRole('button', { name: "Get Today's Leads" }).tap();
    await page.getByRole('heading', { name: "Today's Leads" }).waitFor();
    expect(await remaining(page)).toBe('5 of 5 remaining');
    await page.getByText('Sample data').first().waitFor();
    await expectAccessible(page, 'today, first card');
    await screenshot(page, 'today-card');

    const card = page.getByRole('group', { name: /^Lead: / });
    await drag(page, card, 220);
    await page.getByText('Lead Saved').first().waitFor();
    await expect.poll(() => remaining(page)).toBe('4 of 5 remaining');

    await drag(page, card, -220);
    await page.getByText('Lead Passed').first().waitFor();
    await expect.poll(() => remaining(page)).toBe('3 of 5 remaining');

    // A short drag springs back and changes nothing.
    await drag(page, card, 60);
    expect(await remaining(page)).toBe('3 of 5 remaining');

    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => remaining(page)).toBe('4 of 5 remaining');

    // The rest from the keyboard.
    for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowRight', 'ArrowLeft']) {
      if (await swipeByKey(page, card, key)) break;
    }
    await page.getByText('Congratulations').first().waitFor();
    await page.getByRole('button', { name: 'View Saved Leads' }).waitFor();
    expect(await page.getByRole('button', { name: 'Get More Leads' }).count()).toBe(0);
    await expectAccessible(page, 'congratulations');
    await screenshot(page, 'today-congratulations');

    // Tomorrow's leads are not here yet: the daily limit state after a reload.
    await page.reload();
    await page.getByText('Daily Limit Reached').first().waitFor();
    await expectAccessible(page, 'daily limit');
    await screenshot(page, 'today-daily-limit');

    const saved = await context.request.get(
      `/api/saved/${await page.evaluate(() => localStorage.getItem('agentId'))}`,
    );
    expect((await saved.json()).length).toBe(3);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
