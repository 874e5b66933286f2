import { type ListedLead, relativeAge } from '@porchlight/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpWithTodaysBatch, THURSDAY_11_ET } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  screenshot,
  setServerClock,
  useBrowser,
} from './support/browser';
import { ownerLivesIn, sampleEmail, samplePhone, saveFirst } from './support/contacts';
import { observeExternalLinks, openFollowUpCard } from './support/follow-up';
import { openTouchPhone } from './support/touch';

// One clock on the screen (docs/offline.md "One clock"): the server's clock and the phone's are
// set hours apart, and the follow-up card's texting hours and the Saved tab's ages follow the
// server's, the one that decides.

const PHONE = { width: 390, height: 844 };
// Thursday 12 Nov 2026, 11:00 ET (THURSDAY_11_ET): the lead is delivered and saved; Friday is its
// day 2.
const SMALL = { width: 360, height: 640 };

/** Scrolls `target` to the middle of the screen, clear of the header and the tab bar. */
function centre(target: Locator) {
  return target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** Sets the server's clock and the page's own, then reads the Saved tab again. */
async function clocksAt(page: Page, server: string, phone: string) {
  await setServerClock(page, server);
  await page.clock.setFixedTime(new Date(phone));
  await page.reload();
  await page.getByRole('tab', { name: 'Saved' }).tap();
}

describeJourney('one clock on the screen', () => {
  const browser = useBrowser();

  it("holds and opens an Eastern owner's text by the server's clock, at 390×844 and 360×640, and ages leads by it", async () => {
    const { page, context, consoleErrors } = await openTouchPhone(browser(), PHONE);
    const openedLinks = await observeExternalLinks(page);
    await page.goto('/');
    await setServerClock(page, THURSDAY_11_ET);
    try {
      const agent = await signUpWithTodaysBatch(context, page);
      const contacts = { emails: [sampleEmail(1)], phones: [samplePhone(1)] };
      const target = await saveFirst(page, agent.id, contacts);
      // An Eastern owner whatever sample lead came first: a sample owner may get mail anywhere.
      await ownerLivesIn(target.id, { zip: '33139', state: 'FL' });
      // Day 1: the email passed, so Friday is day 2, a text.
      await page.getByRole('tab', { name: 'Saved' }).tap();
      const card = await openFollowUpCard(page, target.address);
      await card.getByRole('button', { name: `Pass ${target.emails[0]?.email}` }).tap();
      await card.getByText('Congratulations').waitFor();

      const send = card.getByRole('button', { name: 'Send text to (305) 555-0101' });
      const held = 'Texts to this owner can be sent from 8:00 AM EST.';

      // Friday: the server at 6:00 AM ET, the phone at noon. Quiet hours, as the server says.
      await clocksAt(page, '2026-11-13T11:00:00Z', '2026-11-13T17:00:00Z');
      await openFollowUpCard(page, target.address);
      await send.waitFor();
      expect(await send.isDisabled()).toBe(true);
      await card.getByText(held).waitFor();
      await expectAccessible(page, 'a text held by the server clock');
      await centre(card.getByText(held));
      await screenshot(page, 'server-clock-held-390', { fullPage: false });
      await page.setViewportSize(SMALL);
      await centre(card.getByText(held));
      expect(await send.isDisabled()).toBe(true);
      await screenshot(page, 'server-clock-held-360', { fullPage: false });

      // The server at 8:30 AM ET, the phone at 0:45 AM: the text is open.
      await page.setViewportSize(PHONE);
      await clocksAt(page, '2026-11-13T13:30:00Z', '2026-11-13T05:45:00Z');
      await openFollowUpCard(page, target.address);
      await send.waitFor();
      await expect.poll(() => send.isEnabled()).toBe(true);
      expect(await card.getByText(held).count()).toBe(0);
      // The lead's age on the Saved tab is the server's too: delivered Thursday 11:00 ET.
      const saved: ListedLead[] = await (await page.request.get(`/api/saved/${agent.id}`)).json();
      const listed = saved.find((lead) => lead.id === target.id);
      if (!listed) throw new Error('the saved lead is not listed');
      const age = relativeAge(listed.createdAt, new Date('2026-11-13T13:30:00Z'));
      expect(age).not.toBe(relativeAge(listed.createdAt, new Date('2026-11-13T05:45:00Z')));
      await page.locator('time', { hasText: age }).first().waitFor();
      await centre(send);
      await screenshot(page, 'server-clock-open-390', { fullPage: false });
      await page.setViewportSize(SMALL);
      await centre(send);
      expect(await send.isEnabled()).toBe(true);
      await screenshot(page, 'server-clock-open-360', { fullPage: false });

      // The thumb sends it, and the server, on its own clock, records it.
      await send.tap();
      await expect.poll(openedLinks).toHaveLength(1);
      expect((await openedLinks())[0]).toMatch(/^sms:/);
      // The only phone of day 2 sent: the server completed the day.
      await card.getByText('Congratulations').waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await setServerClock(page, null);
      await context.close();
    }
  });
});
