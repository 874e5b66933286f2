import path from 'node:path';
import type { Credits, Lead, LeadCard, ListedLead } from '@porchlight/contracts';
import type { APIResponse, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ORIGIN_ONLY, proAgentIn, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  toast,
  useBrowser,
} from './support/browser';

/** Beside the journeys' full-page screenshots: one element as it shows. */
const shot = (name: string) =>
  path.resolve(import.meta.dirname, '../../../test-results/screenshots', `${name}.png`);

async function answer<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()}`);
  return (await response.json()) as T;
}

/** The agent's balance, as the server keeps it. */
async function balance(page: Page, agentId: string) {
  return (await answer<Credits>(await page.request.get(`/api/credits/${agentId}`))).credits;
}

describeJourney('the small things a phone shows', () => {
  const browser = useBrowser();

  it("opens registration from a pricing card with that plan chosen, to step 3's radio", async () => {
    const { page, consoleErrors } = await openPhone(browser());
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The sections below the hero are fetched as the visitor starts to scroll.
    await page.evaluate(() => window.scrollBy(0, 600));
    const premium = page.getByRole('link', { name: 'Start Free Trial with Premium' });
    await premium.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-landing-pricing');
    // The whole landing page is too tall to read: the hero and the pricing, each as they show.
    await page
      .locator('main section')
      .first()
      .screenshot({ path: shot('phone-landing-hero') });
    await page
      .getByRole('region', { name: 'Pricing' })
      .screenshot({ path: shot('phone-landing-pricing-cards') });
    await premium.tap();

    await page.waitForURL('**/register?plan=premium');
    await page.getByText('Plan: Premium, $14.99/week. You can change it in step 3.').waitFor();
    await expectAccessible(page, 'register with a plan');
    await screenshot(page, 'phone-register-plan');
    await page.getByLabel('Name').fill('Rosa Delgado');
    await page.getByLabel('Email').fill(`rosa-${Date.now()}@example.test`);
    await page.getByLabel('Phone').fill('3055550123');
    await page.getByLabel('Password', { exact: true }).fill('Porchlight1!');
    await page.getByLabel('Confirm Password').fill('Porchlight1!');
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByLabel('Target Area', { exact: true }).fill('Miami, FL');
    await page.getByLabel('Seller Type', { exact: true }).selectOption('tired-landlord');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Next' }).tap();

    const chosen = page.getByRole('radio', { name: /Premium/ });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Pro/ }).isChecked()).toBe(false);
    await screenshot(page, 'phone-register-plan-step-3');
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('asks before spending credits on a lead package: Cancel spends nothing', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    const agent = await signUpInBrowser(context, page, proAgentIn('33133'));
    await answer(
      await page.request.post('/dev/credits', { data: { email: agent.email, amount: 100 } }),
    );

    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Purchase 50 Leads' }).tap();
    const confirm = page.getByRole('alertdialog', { name: 'Purchase 50 leads for 100 credits?' });
    await confirm.getByText('You have 125 credits.').waitFor();
    await expectAccessible(page, 'wallet purchase confirmation');
    await screenshot(page, 'phone-wallet-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    expect(await balance(page, agent.id)).toBe(125);

    await page.getByRole('button', { name: 'Purchase 50 Leads' }).tap();
    await confirm.getByRole('button', { name: 'Spend 100 Credits' }).tap();
    await toast(page, 'Leads Purchased').waitFor();
    expect(await balance(page, agent.id)).toBeLessThan(125);

    // The profile's package asks in the same words.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Buy Lead Package' }).tap();
    const profileConfirm = page.getByRole('alertdialog', {
      name: 'Purchase 25 leads for 25 credits?',
    });
    await profileConfirm.waitFor();
    await screenshot(page, 'phone-profile-confirm');
    await profileConfirm.getByRole('button', { name: 'Cancel' }).tap();
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('keeps a long phone number on one line beside its DNC badge at 360×640, and opens the postcard on its title', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(ORIGIN_ONLY);
    const agent = await signUpInBrowser(context, page, proAgentIn('33133'));
    await answer(await page.request.post(`/api/leads/fresh/${agent.id}`));
    const [first] = await answer<LeadCard[]>(
      await page.request.get(`/api/leads/today/${agent.id}`),
    );
    if (!first) throw new Error('no lead today');
    await answer(
      await page.request.post('/api/swipe', {
        data: { agentId: agent.id, leadId: first.id, action: 'save' },
      }),
    );
    const [saved] = await answer<ListedLead[]>(await page.request.get(`/api/saved/${agent.id}`));
    if (!saved) throw new Error('nothing saved');
    // Two numbers on DNC: a usual one, and the longest a source may send as it is (not 10
    // digits, so not reformatted).
    const phones = [
      { id: 'usual-dnc', number: '3055550123', dnc: true, personName: 'Ana Diaz' },
      { id: 'long-dnc', number: '+1 (305) 555-0188 ext. 4417', dnc: true, personName: 'Ana Diaz' },
    ];
    await page.route(`**/api/leads/${saved.id}`, async (route) => {
      const lead = (await (await route.fetch()).json()) as Lead;
      await route.fulfill({ json: { ...lead, phoneNumbers: [...phones, ...lead.phoneNumbers] } });
    });

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Saved' }).tap();
    await page
      .getByRole('region', { name: 'Daily Leads' })
      .getByRole('listitem')
      .filter({ hasText: saved.address })
      .getByRole('button')
      .first()
      .tap();
    const details = page.getByRole('dialog', { name: saved.address });
    for (const shown of ['(305) 555-0123', '+1 (305) 555-0188 ext. 4417']) {
      const row = details.getByRole('listitem').filter({ hasText: shown });
      await row.scrollIntoViewIfNeeded();
      await row.getByText('DNC', { exact: true }).waitFor();
      const number = row.getByText(shown, { exact: true });
      const lines = await number.evaluate((span) => {
        const { height } = span.getBoundingClientRect();
        return Math.round(height / Number.parseFloat(getComputedStyle(span).lineHeight));
      });
      expect(lines, shown).toBe(1);
      // Inside its row, clear of Pass (which wraps below when the row cannot hold both).
      const [numberBox, rowBox, passBox] = await Promise.all([
        number.boundingBox(),
        row.boundingBox(),
        row.getByRole('button', { name: `Pass ${shown}` }).boundingBox(),
      ]);
      if (!numberBox || !rowBox || !passBox) throw new Error('the contact row is not laid out');
      expect(numberBox.x + numberBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
      const besidePass =
        numberBox.y < passBox.y + passBox.height && passBox.y < numberBox.y + numberBox.height;
      if (besidePass) expect(numberBox.x + numberBox.width).toBeLessThanOrEqual(passBox.x);
    }
    await details.getByText('(305) 555-0123', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-dnc-360');
    await page.setViewportSize({ width: 390, height: 844 });

    await details.getByRole('button', { name: `Preview Postcard ${saved.address}` }).tap();
    const postcard = page.getByRole('dialog', { name: 'Preview Postcard' });
    await postcard.getByLabel('Front image URL').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('dialog');
    const selected = await postcard
      .getByLabel('Front image URL')
      .evaluate(
        (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
      );
    expect(selected).toBe(0);
    expect(await page.evaluate(() => String(window.getSelection()))).toBe('');
    await screenshot(page, 'phone-postcard-open');
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});
