import { expect, it } from 'vitest';
import { ORIGIN_ONLY, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  setServerClock,
  untilLoaded,
  useBrowser,
} from './support/browser';
import { sampleEmail, samplePhone, saveFirst } from './support/contacts';
import { observeExternalLinks, openFollowUpCard, openPropertyDetails } from './support/follow-up';
import { emailFit } from './support/thumb-checks';

/** The phone sizes the follow-up runs on: the journeys' phone and the smallest one. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

/** A second owner's address long enough to wrap in Property Details on either phone. */
const LONG_EMAIL = 'samuel.bailey.holdings@bailey-family-estates.example.com';

describeJourney('the follow-up sequence', () => {
  const browser = useBrowser();

  for (const viewport of SCREENS) {
    const size = `${viewport.width}×${viewport.height}`;
    const shot = (name: string) => (viewport.width === 390 ? name : `${name}-${viewport.width}`);
    it(`at ${size}, sends day 1’s email, passes the other, completes the day, and opens day 2’s text after midnight`, async () => {
      const { page, context, consoleErrors } = await openPhone(browser(), { viewport });
      const openedLinks = await observeExternalLinks(page);
      await page.goto(ORIGIN_ONLY);
      // Thursday 12 Nov 2026, 11:00 ET.
      await setServerClock(page, '2026-11-12T16:00:00Z');
      try {
        const agent = await signUpInBrowser(context, page, {
          targetArea: '33139',
          subscriptionPlan: 'premium',
          minValue: 'any',
          maxValue: 'any',
          minBedrooms: 1,
        });
        await page.goto('/dashboard');
        await page.getByRole('tab', { name: 'Fresh 10' }).tap();
        await page.getByRole('button', { name: "Get Today's Leads" }).tap();
        await page.getByText(/\d+ of \d+ remaining/).waitFor();
        // The first card saved with the Save button, as a person taps it; its owner is given two
        // emails (one sent, one passed) and a phone for day 2: which sample owners have them
        // depends on where this agent's leads start. The first email is a second owner's.
        const target = await saveFirst(page, agent.id, {
          emails: [{ ...sampleEmail(1, 'Samuel Bailey'), email: LONG_EMAIL }, sampleEmail(2)],
          phones: [samplePhone(1)],
        });

        await page.getByRole('tab', { name: 'Saved' }).tap();
        const card = await openFollowUpCard(page, target.address);
        await card.waitFor();
        await page.getByRole('heading', { name: "Today's Follow-up Activities" }).waitFor();
        await expectAccessible(page, `follow-up day 1 at ${size}`);
        await screenshot(page, shot('follow-up-day-1'));

        const [first, second] = target.emails;
        await card.getByRole('button', { name: `Send email to ${first?.email}` }).tap();
        await expect.poll(openedLinks).toHaveLength(1);
        const [mailto] = await openedLinks();
        expect(mailto).toMatch(new RegExp(`^mailto:${first?.email}\\?subject=`));
        const email = decodeURIComponent(mailto ?? '');
        expect(email).toContain(`(re: ${target.address})`);
        // Greeted by their own name, not the first owner's.
        expect(email).toContain('Hi Samuel,');
        // The default email is signed by the agent: their name, then their phone.
        expect(email).toContain(`Thank you,\n${agent.name}\n`);
        expect(email.slice(email.lastIndexOf('\n')).replace(/\D/g, '')).toBe('3055550123');
        await card.getByText('Sent').first().waitFor();
        await card.getByRole('button', { name: `Pass ${second?.email}` }).tap();
        await page.getByRole('status').filter({ hasText: 'Day Complete' }).first().waitFor();
        await card.getByText('Congratulations').waitFor();
        await screenshot(page, shot('follow-up-day-1-complete'));

        // Property Details: the long address wraps before its @ and its dots, inside its row.
        const details = await openPropertyDetails(page, target.address);
        const row = details
          .getByRole('list', { name: 'Owner contacts' })
          .getByRole('listitem')
          .filter({ hasText: LONG_EMAIL });
        await row.scrollIntoViewIfNeeded();
        await screenshot(page, shot('follow-up-details-long-email'), { fullPage: false });
        expect(await emailFit(row, LONG_EMAIL), size).toMatchObject({ inside: true, cut: [] });

        // Past midnight ET (Friday 13 Nov, 14:00 ET): day 2 is a text.
        await setServerClock(page, '2026-11-13T19:00:00Z');
        await page.reload();
        await page.getByRole('tab', { name: 'Saved' }).tap();
        await openFollowUpCard(page, target.address);
        await card.locator('li[aria-current="step"]').filter({ hasText: '2' }).waitFor();
        await card
          .getByRole('button', { name: /^Send text to / })
          .first()
          .waitFor();
        await expectAccessible(page, 'follow-up day 2');
        await screenshot(page, shot('follow-up-day-2'));
        expect(consoleErrors).toEqual([]);
      } finally {
        await setServerClock(page, null);
        await context.close();
      }
    });
  }

  it('explains every placeholder in the scripts editor and previews messages signed by the agent', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    try {
      const agent = await signUpInBrowser(context, page);
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Profile' }).tap();
      await untilLoaded(page);
      const outbound = page.getByRole('region', { name: 'Outbound Scripts' });
      const mailer = page.getByRole('region', { name: 'Mailer Follow Up Scripts' });
      for (const editor of [outbound, mailer]) {
        await editor.getByRole('button', { name: 'Expand to Edit' }).tap();
      }
      await expect
        .poll(() => outbound.getByLabel('Day 2 Message').getAttribute('aria-describedby'))
        .toBeTruthy();
      await outbound
        .getByText(
          'Use {firstname} for the owner’s first name, {streetaddress} for the address, {agentname} for your name, and {agentphone} for your phone.',
        )
        .first()
        .waitFor();
      await outbound
        .getByText(`Hi Ana, this is ${agent.name}, a local agent.`, { exact: false })
        .waitFor();
      expect(await mailer.getByLabel('Day 1 Subject').inputValue()).toBe(
        'the postcard I sent about {streetaddress}',
      );
      await expectAccessible(page, 'scripts editors');
      await outbound.getByLabel('Day 1 Subject').scrollIntoViewIfNeeded();
      await screenshot(page, 'scripts-editors', { fullPage: false });
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
