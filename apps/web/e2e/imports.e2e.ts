import type { ListedLead } from '@porchlight/contracts';
import { expect, it } from 'vitest';
import {
  PROPSTREAM_EXPECTED,
  propstreamExportBytes,
} from '../../server/test/fixtures/propstream-export';
import { ORIGIN_ONLY, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  screenshot,
  toast,
  useBrowser,
} from './support/browser';
import { swipeCard } from './support/thumb-checks';
import { boxOf, fingerOn, openTouchPhone, type Screen } from './support/touch';

describeJourney('importing leads from a CSV', () => {
  const browser = useBrowser();

  /** A touch phone of this size, and a Pro agent of Miami Beach signed up on it. */
  async function newAgentOnPhone(screen: Screen) {
    const phone = await openTouchPhone(browser(), screen);
    await phone.page.goto(ORIGIN_ONLY);
    const agent = await signUpInBrowser(phone.context, phone.page, {
      targetArea: '33139',
      subscriptionPlan: 'pro',
    });
    return { ...phone, finger: fingerOn(phone.cdp), agent };
  }

  it('imports a PropStream export: its counts and preview, a mapping changed, the Imported group and follow-up started', async () => {
    const { page, context, finger, consoleErrors, agent } = await newAgentOnPhone({
      width: 390,
      height: 844,
    });

    // A lead of the day's batch, saved with the thumb: the file will hold its address again.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: "Get Today's Leads" }).tap();
    await page.getByText('5 of 5 remaining').waitFor();
    const box = await boxOf(swipeCard(page));
    await finger.press(box.x + box.width / 2, box.y + box.height * 0.3, 260, 0);
    await finger.lift();
    await page.getByText('4 of 5 remaining').waitFor();
    const savedList = async () =>
      (await (await context.request.get(`/api/saved/${agent.id}`)).json()) as ListedLead[];
    await expect.poll(async () => (await savedList()).length).toBe(1);
    const [held] = await savedList();
    if (!held) throw new Error('no saved lead');

    // Saved tab → Import Leads → the file, as a phone's file picker hands it over.
    await page.getByRole('tab', { name: 'Saved' }).tap();
    await page.getByRole('button', { name: 'Import Leads' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Import Leads' });
    await dialog.waitFor();
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'propstream-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(propstreamExportBytes(held)),
    });

    // The counts, the preview's rows and every row left out, with its reason.
    const { counts, rows } = PROPSTREAM_EXPECTED;
    await dialog.getByText('8 rows · Read as Windows-1252 · Comma-separated').waitFor();
    for (const line of [
      `${counts.ready} ready to import`,
      `${counts.duplicateInFile} repeated in this file`,
      `${counts.alreadyHave} you already have`,
      `${counts.refused} can't be imported`,
    ]) {
      await dialog.getByText(line, { exact: true }).waitFor();
    }
    await dialog.getByText(PROPSTREAM_EXPECTED.accentedOwner).first().waitFor();
    await dialog.getByText(PROPSTREAM_EXPECTED.lineBreakAddress).first().waitFor();
    await dialog
      .getByText(new RegExp(`^Row ${rows.duplicate} · .*Same address as row ${rows.duplicateOf}$`))
      .waitFor();
    await dialog
      .getByText(new RegExp(`^Row ${rows.alreadyHave} · .*You already have this lead$`))
      .waitFor();
    await dialog.getByText(new RegExp(`^Row ${rows.noAddress} · .*No street address`)).waitFor();
    // PropStream's export has no DNC column: its phones stay blocked, and the preview says so.
    const unchecked = dialog.getByText(
      `No do-not-call column: these ${PROPSTREAM_EXPECTED.uncheckedPhones} phones stay blocked until you Enhance`,
      { exact: true },
    );
    await unchecked.waitFor();
    await expectAccessible(page, 'import preview');
    await screenshot(page, 'imports-preview');
    // The same preview on the small phone: the line wraps inside the sheet.
    await page.setViewportSize({ width: 360, height: 640 });
    // In the middle of the sheet, clear of the "Lead Saved" toast at the bottom.
    await unchecked.evaluate((line) => line.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'imports-preview-360', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByText(/Same address as row/).scrollIntoViewIfNeeded();
    await screenshot(page, 'imports-preview-issues', { fullPage: false });

    // A column the agent matches by hand: the preview is answered again.
    const secondOwner = dialog.getByLabel('Owner 2 First Name');
    await secondOwner.scrollIntoViewIfNeeded();
    await secondOwner.selectOption({ label: 'Second Owner' });
    await expect.poll(() => secondOwner.inputValue()).toBe('owner2Name');
    await dialog.getByText(`${counts.ready} ready to import`, { exact: true }).waitFor();

    // Import to Saved: the progress, then the end.
    await dialog.getByRole('button', { name: `Import ${counts.ready} Leads` }).tap();
    await page
      .getByText(`Imported ${counts.ready} leads from propstream-export.csv`)
      .first()
      .waitFor();
    await screenshot(page, 'imports-done');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The Imported Leads group, each with its badge, none of them in follow-up yet.
    const imported = page.getByRole('region', { name: 'Imported Leads' });
    await imported
      .getByRole('listitem')
      .nth(counts.ready - 1)
      .waitFor();
    expect(await imported.getByRole('listitem').count()).toBe(counts.ready);
    expect(await imported.getByText('Imported', { exact: true }).count()).toBe(counts.ready);
    const importedLeads = (await savedList()).filter((lead) => lead.source === 'import');
    expect(importedLeads.map((lead) => lead.sequenceStartedAt)).toEqual(
      Array(counts.ready).fill(null),
    );
    await expectAccessible(page, 'saved list with imports');
    await screenshot(page, 'imports-saved');

    // Kept across a reload: the import still offers its follow-up.
    await page.reload();
    await page.getByText(`Imported ${counts.ready} leads from propstream-export.csv`).waitFor();

    // One lead's follow-up, then the rest of the import's.
    const first = imported.getByRole('listitem').first();
    await first.getByRole('button', { name: 'Start Follow-Up' }).tap();
    await expect
      .poll(
        async () =>
          (await savedList()).filter((lead) => lead.source === 'import' && lead.sequenceStartedAt)
            .length,
      )
      .toBe(1);
    // The list shows it too before the next tap: a list still moving under the thumb takes it.
    await expect
      .poll(() => imported.getByRole('button', { name: /^Start Follow-Up / }).count())
      .toBe(counts.ready - 1);
    await page.getByRole('button', { name: 'Start Follow-Up for All' }).tap();
    await toast(page, 'Follow-Up Started').waitFor();
    await page
      .getByText(`Follow-up started for ${counts.ready - 1} leads.`)
      .first()
      .waitFor();
    await expect
      .poll(
        async () =>
          (await savedList()).filter((lead) => lead.source === 'import' && lead.sequenceStartedAt)
            .length,
      )
      .toBe(counts.ready);

    // Offline, an import waits for a connection and says so.
    await context.setOffline(true);
    await page.getByText('Importing needs a connection.').waitFor();
    expect(await page.getByRole('button', { name: 'Import Leads' }).isDisabled()).toBe(true);
    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('button', { name: 'Import Leads' }).isDisabled())
      .toBe(false);

    // The small phone: the import sheet still fits its preview and its buttons.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.getByRole('button', { name: 'Import Leads' }).tap();
    await dialog.getByLabel('CSV file').waitFor();
    // The sheet as it rests, once its opening has played.
    await dialog.evaluate((sheet) =>
      Promise.all(sheet.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await screenshot(page, 'imports-dialog-360', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });

  it("sends an import to Review in Today: a batch of its cards after the day's, swiped with the thumb", async () => {
    const { page, context, finger, consoleErrors, agent } = await newAgentOnPhone({
      width: 360,
      height: 640,
    });

    // Seven leads of the agent's own list, sent to Review in Today.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Saved' }).tap();
    await page.getByRole('button', { name: 'Import Leads' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Import Leads' });
    const rows = Array.from({ length: 7 }, (_, n) => `${n + 1} Review Way,Miami Beach,FL,33139`);
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'my-list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['Address,City,State,Zip', ...rows].join('\n')),
    });
    await dialog.getByText('7 ready to import', { exact: true }).waitFor();
    await dialog.getByRole('radio', { name: /Review in Today/ }).tap();
    await dialog.getByRole('button', { name: 'Import 7 Leads' }).tap();
    await dialog.getByText('Imported 7 leads from my-list.csv').waitFor();
    await page.keyboard.press('Escape');

    // The day's batch first: before it, nothing is offered.
    await page.getByRole('tab', { name: 'Fresh 5' }).tap();
    await page.getByRole('button', { name: "Get Today's Leads" }).tap();
    for (const left of ['4 of 5', '3 of 5', '2 of 5', '1 of 5']) {
      await page.getByRole('button', { name: 'Pass', exact: true }).tap();
      await page.getByText(`${left} remaining`).waitFor();
    }
    await page.getByRole('button', { name: 'Pass', exact: true }).tap();
    await page.getByRole('heading', { name: 'Congratulations' }).waitFor();
    await page.getByText('7 imported leads waiting for review').waitFor();
    await screenshot(page, 'imports-review-offer', { fullPage: false });

    // A batch at a time: five of the seven join today's cards, after the day's five.
    await page.getByRole('button', { name: 'Review 5 Imported Leads' }).tap();
    await page.getByText('5 of 10 remaining').waitFor();
    const card = page.getByRole('group', { name: /^Lead: 1 Review Way/ });
    await card.waitFor();
    await screenshot(page, 'imports-review-card', { fullPage: false });
    const box = await boxOf(swipeCard(page));
    await finger.press(box.x + box.width / 2, box.y + box.height * 0.6, 240, 0);
    await finger.lift();
    await page.getByText('4 of 10 remaining').waitFor();
    const saved = (await (
      await context.request.get(`/api/saved/${agent.id}`)
    ).json()) as ListedLead[];
    expect(
      saved.map((lead) => [lead.address, lead.source, lead.sequenceStartedAt !== null]),
    ).toEqual([['1 Review Way', 'import', true]]);
    expect(consoleErrors).toEqual([]);
  });
});
