import { FOLLOW_UP_BOSS_TEXTS } from '@porchlight/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  type FakeFollowUpBoss,
  startFakeFollowUpBoss,
} from '../../server/test/fakes/follow-up-boss';
import { signUpWithTodaysBatch, THURSDAY_11_ET } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  screenshot,
  setServerClock,
  untilLoaded,
  useBrowser,
} from './support/browser';
import { sampleEmail, samplePhone, saveFirst } from './support/contacts';
import { openPropertyDetails } from './support/follow-up';
import { openTouchPhone } from './support/touch';

// Follow Up Boss (docs/connections.md "Follow Up Boss"): the agent connects it on the Profile
// tab against a local fake built from its documents, sends a lead by tap, has one sent by
// marking it Contacted, and sees the Profile tab's warning once Follow Up Boss refuses the key.

const PHONE = { width: 390, height: 844 };
const API_KEY = 'fub_e2e_key_7c41d00dfeed';

const connections = (page: Page) => page.getByRole('region', { name: 'Connections' });

describeJourney('Follow Up Boss', () => {
  const browser = useBrowser();
  let fake: FakeFollowUpBoss;
  beforeAll(async () => {
    const { port, key, cert, systemKey } = inject('followUpBoss');
    fake = await startFakeFollowUpBoss({
      validKeys: [API_KEY],
      systemKey,
      port,
      tls: { key, cert },
    });
  });
  afterAll(() => fake?.close());

  it('connects at 390×844, sends a lead by tap and one by Contacted, and warns once the key is refused', async () => {
    const { page, context, consoleErrors } = await openTouchPhone(browser(), PHONE);
    await page.goto('/');
    await setServerClock(page, THURSDAY_11_ET);
    try {
      const agent = await signUpWithTodaysBatch(context, page);
      const contacts = {
        emails: [sampleEmail(1)],
        phones: [samplePhone(1), { ...samplePhone(2), dnc: true }],
      };
      const tapped = await saveFirst(page, agent.id, contacts);
      const contacted = await saveFirst(page, agent.id, contacts);
      const refused = await saveFirst(page, agent.id, contacts);

      // The Profile tab: paste the key, keep it, turn on sending on Contacted.
      await page.getByRole('tab', { name: 'Profile' }).tap();
      await untilLoaded(page);
      const section = connections(page);
      const field = section.getByLabel('Follow Up Boss API key');
      await field.scrollIntoViewIfNeeded();
      expect(await field.getAttribute('type')).toBe('password');
      expect(await field.getAttribute('autocomplete')).toBe('off');
      await field.fill(API_KEY);
      await section.getByRole('button', { name: 'Connect Follow Up Boss' }).tap();
      await section.getByText('feed', { exact: true }).waitFor();
      await section.getByRole('switch', { name: /when I mark it Contacted/ }).tap();
      await section.getByRole('switch', { checked: true }).waitFor();
      expect(await section.textContent()).not.toContain(API_KEY);
      await expectAccessible(page, 'Profile with Follow Up Boss connected');
      await screenshot(page, 'follow-up-boss-connected');

      // Sent by a tap in Property Details.
      await page.getByRole('tab', { name: 'Saved' }).tap();
      let details = await openPropertyDetails(page, tapped.address);
      await details.getByRole('button', { name: FOLLOW_UP_BOSS_TEXTS.send }).tap();
      await details.getByText(`${FOLLOW_UP_BOSS_TEXTS.sent} ·`, { exact: false }).waitFor();
      await screenshot(page, 'follow-up-boss-sent');
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });

      // Sent by itself when the lead is marked Contacted.
      details = await openPropertyDetails(page, contacted.address);
      await details.getByRole('button', { name: 'Contacted' }).tap();
      await details.getByText(`${FOLLOW_UP_BOSS_TEXTS.sent} ·`, { exact: false }).waitFor();
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });

      expect(
        fake.events.map((event) => (event.body.property as { street: string }).street),
      ).toEqual([tapped.address, contacted.address]);
      const [first] = fake.events;
      expect(first?.body).toMatchObject({ type: 'Seller Inquiry', source: 'Porchlight' });
      const person = first?.body.person as { tags: string[] } | undefined;
      const dncTag = (tag: string) => tag.startsWith('DNC') && tag.endsWith(samplePhone(2).number);
      expect(person?.tags.some(dncTag)).toBe(true);

      // Follow Up Boss stops taking the key: the next send marks it broken on the Profile tab.
      fake.validKeys.delete(API_KEY);
      details = await openPropertyDetails(page, refused.address);
      await details.getByRole('button', { name: FOLLOW_UP_BOSS_TEXTS.send }).tap();
      await details.getByText(FOLLOW_UP_BOSS_TEXTS.broken).waitFor();
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: 'Profile' }).tap();
      const warning = connections(page).getByRole('alert');
      await expect.poll(() => warning.textContent()).toBe(FOLLOW_UP_BOSS_TEXTS.brokenHere);
      await warning.scrollIntoViewIfNeeded();
      await screenshot(page, 'follow-up-boss-broken', { fullPage: false });
      expect(consoleErrors).toEqual([]);
    } finally {
      await setServerClock(page, null);
      await context.close();
    }
  });
});
