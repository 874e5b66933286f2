import type { Lead, ListedLead } from '@porchlight/contracts';
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { ORIGIN_ONLY, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  toast,
  useBrowser,
} from './support/browser';
import { openFollowUpCard } from './support/follow-up';

/** True once the image has arrived and decoded (the placeholder shows otherwise). */
const imageLoaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describeJourney('postcards', () => {
  const browser = useBrowser();

  it('previews a postcard for a saved lead, sends it, counts it, and shows the rendered card', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    const agent = await signUpInBrowser(context, page, {
      targetArea: '33131',
      subscriptionPlan: 'pro',
    });

    // Mailer Settings: the return address in its parts, as the postcard service prints it.
    await page.goto('/profile');
    const mailer = page.locator('form').filter({ hasText: 'Return Address' });
    await mailer.getByLabel('Street').fill('1200 Brickell Ave, Suite 400');
    await mailer.getByLabel('City').fill('Miami');
    await mailer.getByLabel('State').fill('fl');
    await mailer.getByLabel('ZIP').fill('3313');
    await mailer.getByRole('button', { name: 'Save Mailer Settings' }).tap();
    await mailer.getByText('ZIP must be 5 digits, or ZIP+4 like 33131-1234').waitFor();
    await screenshot(page, 'mailer-settings-error');
    await mailer.getByLabel('ZIP').fill('33131');
    await mailer.getByRole('button', { name: 'Save Mailer Settings' }).tap();
    await toast(page, 'Mailer Settings Saved').waitFor();
    expect(await mailer.getByLabel('State').inputValue()).toBe('FL');
    await expectAccessible(page, 'mailer settings');
    await screenshot(page, 'mailer-settings');

    // One lead of today's batch, saved as a person taps Save.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Fresh 5' }).tap();
    await page.getByRole('button', { name: "Get Today's Leads" }).tap();
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await page.getByText('4 of 5 remaining').waitFor();
    const [saved] = (await (
      await context.request.get(`/api/saved/${agent.id}`)
    ).json()) as ListedLead[];
    if (!saved) throw new Error('the saved list is empty');

    // The follow-up card offers the postcard too; Property Details is where this one is sent.
    await page.getByRole('tab', { name: 'Saved' }).tap();
    const card = await openFollowUpCard(page, saved.address);
    await card.getByRole('button', { name: `Preview Postcard ${saved.address}` }).waitFor();
    const daily = page.getByRole('region', { name: 'Daily Leads' });
    await daily
      .getByRole('listitem')
      .filter({ hasText: saved.address })
      .getByRole('button')
      .first()
      .tap();
    const details = page.getByRole('dialog', { name: saved.address });
    await details.getByRole('button', { name: `Preview Postcard ${saved.address}` }).tap();

    const dialog = page.getByRole('dialog', { name: 'Preview Postcard' });
    const front = dialog.getByRole('img', { name: /^Front of the postcard/ });
    await expect.poll(() => imageLoaded(front), { timeout: 10_000 }).toBe(true);
    const message = dialog.getByLabel('Message');
    expect(await message.inputValue()).toContain(saved.address);
    await message.fill(`Hi neighbour, I would love to talk about ${saved.address}. Call me!`);
    const back = dialog.getByRole('figure', { name: 'Back of the postcard' });
    await back.getByText('Hi neighbour').waitFor();
    await back.getByText('Miami, FL 33131').waitFor();
    await dialog.getByText('Not mailed: no postcard service configured').waitFor();
    await expectAccessible(page, 'postcard preview');
    await screenshot(page, 'postcard-preview');

    await dialog.getByRole('button', { name: 'Send Postcard' }).tap();
    await toast(page, 'Postcard Created').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await details.getByText(/^Postcard sent /).waitFor();

    // The card renders in the background: wait for the server to have it, so the viewer's first
    // look finds it (a 409 on the way would be logged by the browser as a console error).
    const lead = (await (await context.request.get(`/api/leads/${saved.id}`)).json()) as Lead;
    expect(lead).toMatchObject({ postcardSent: true });
    const orderStatus = async () =>
      (await context.request.get(`/api/postcards/order/${lead.thanksIoPreviewOrderId}`)).status();
    await expect.poll(orderStatus, { timeout: 10_000 }).toBe(200);

    await details.getByRole('button', { name: 'View Postcard', exact: true }).tap();
    const viewer = page.getByRole('dialog', { name: 'Your Postcard' });
    for (const side of ['Front of the postcard', 'Back of the postcard']) {
      const image = viewer.getByRole('img', { name: side, exact: true });
      await expect.poll(() => imageLoaded(image), { timeout: 10_000 }).toBe(true);
    }
    await expectAccessible(page, 'postcard viewer');
    await screenshot(page, 'postcard-viewer');
    await viewer.getByRole('button', { name: 'Close' }).tap();
    await viewer.waitFor({ state: 'detached' });
    await details.getByRole('button', { name: 'Close' }).last().tap();
    await details.waitFor({ state: 'detached' });

    // The follow-up's Activity Summary counts it.
    await page.getByRole('button', { name: 'Activity Summary' }).tap();
    const postcards = page.locator('dl > div').filter({ hasText: 'Postcards Sent' });
    await expect.poll(() => postcards.locator('dd').textContent()).toBe('1');

    // The follow-up card says so, and shows the card the owner got; its messages now come from
    // the Mailer Follow Up Scripts.
    const sentCard = await openFollowUpCard(page, saved.address);
    await sentCard
      .getByRole('button', { name: `Postcard sent · View Postcard ${saved.address}` })
      .tap();
    await page.getByRole('dialog', { name: 'Your Postcard' }).waitFor();
    await screenshot(page, 'follow-up-postcard-sent');
    await page
      .getByRole('dialog', { name: 'Your Postcard' })
      .getByRole('button', { name: 'Close' })
      .tap();
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
