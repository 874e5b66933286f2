import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type {
  ActivityDashboardItem,
  LeadCard,
  LeadPackageSize,
  ListedLead,
} from '@porchlight/contracts';
import type { APIResponse, BrowserContext, Locator, Page } from 'playwright-core';
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
import { followUpRow } from './support/follow-up';

interface SignedUp {
  id: string;
  email: string;
}

async function answer<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/**
 * 80 saved leads, 25 of them due today, through the server's own routes: a 50-lead package (paid
 * with developer credits) and today's 5 saved with the Save swipe, all taken out of the follow-up
 * as an agent who is done with them would; then a 25-lead package, whose follow-up starts at once.
 */
async function eightySavedTwentyFiveDue(context: BrowserContext, agent: SignedUp) {
  const api = context.request;
  const buy = (packageSize: LeadPackageSize) =>
    api.post(`/api/leads/purchase/${agent.id}`, {
      data: { packageSize },
      headers: { 'Idempotency-Key': `saved-80-${randomUUID()}` },
    });
  await answer(await api.post('/dev/credits', { data: { email: agent.email, amount: 100 } }));
  await answer(await buy(50));
  await answer(await api.post(`/api/leads/fresh/${agent.id}`));
  const today = await answer<LeadCard[]>(await api.get(`/api/leads/today/${agent.id}`));
  for (const lead of today) {
    await answer(
      await api.post('/api/swipe', {
        data: { agentId: agent.id, leadId: lead.id, action: 'save' },
      }),
    );
  }
  const done = await answer<ListedLead[]>(await api.get(`/api/saved/${agent.id}`));
  for (const lead of done) {
    await answer(
      await api.post('/api/activities/dismiss-property', {
        data: { agentId: agent.id, leadId: lead.id },
      }),
    );
  }
  await answer(await buy(25));
  const saved = await answer<ListedLead[]>(await api.get(`/api/saved/${agent.id}`));
  const due = await answer<ActivityDashboardItem[]>(
    await api.get(`/api/activities/dashboard/${agent.id}`),
  );
  expect([saved.length, due.length]).toEqual([80, 25]);
  return due;
}

/** mailto: links are noted, not followed: the phone's mail app is not here. */
async function keepMailLinks(page: Page) {
  await page.addInitScript(() => {
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!/^(mailto|sms):/.test(this.href)) click.call(this);
    };
  });
}

/** How tall the page is, and how many elements it holds. */
function pageSize(page: Page) {
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    elements: document.getElementsByTagName('*').length,
  }));
}

/** What the phone shows without scrolling, beside the journeys' full-page screenshots. */
async function firstScreenshot(page: Page, name: string) {
  const dir = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Where the first screen ends: the top of the tab bar. */
async function fold(page: Page) {
  const box = await page.getByRole('tablist', { name: 'Workspace' }).boundingBox();
  if (!box) throw new Error('no tab bar');
  return box.y;
}

/** The elements' boxes that end below the first screen, by name (none when all fit). */
async function belowFirstScreen(page: Page, elements: Record<string, Locator>) {
  const limit = await fold(page);
  const below: Record<string, number> = {};
  for (const [what, locator] of Object.entries(elements)) {
    const box = await locator.boundingBox();
    const bottom = box ? Math.round(box.y + box.height) : Number.POSITIVE_INFINITY;
    if (bottom > limit) below[what] = bottom;
  }
  return below;
}

describeJourney('the Saved tab at 80 saved leads', () => {
  const browser = useBrowser();

  it('shows the count, Export Leads, Buy Bulk Leads and the first saved lead on the first screen, and works a follow-up by touch', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await keepMailLinks(page);
    await page.goto(ORIGIN_ONLY);
    const agent = await signUpInBrowser(context, page, proAgentIn('33141'));
    const due = await eightySavedTwentyFiveDue(context, agent);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Criteria' }).tap();
    await page.getByRole('heading', { name: 'Your Search Criteria' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    };
    const busyBefore = await busy();
    const started = Date.now();
    await page.getByRole('tab', { name: 'Saved' }).tap();
    const section = page.getByRole('region', { name: "Today's Follow-up Activities" });
    await section.getByRole('heading', { name: "Today's Follow-up Activities 25" }).waitFor();
    await page.getByText('80 saved leads').waitFor();
    const shownAfterMs = Date.now() - started;
    const mainThreadMs = Math.round(((await busy()) - busyBefore) * 1000);
    const size = await pageSize(page);
    console.info(
      `[saved-80] 390x844: document ${size.height} px, ${size.elements} elements; Saved tab shown in ${shownAfterMs} ms (main thread ${mainThreadMs} ms)`,
    );

    const firstSavedLead = page
      .getByRole('region', { name: 'Daily Leads' })
      .getByRole('listitem')
      .first()
      .getByRole('heading', { level: 3 });
    const firstScreen = {
      count: page.getByText('80 saved leads'),
      exportLeads: page.getByRole('button', { name: 'Export Leads' }),
      buyBulkLeads: page.getByRole('button', { name: 'Buy Bulk Leads' }),
      firstSavedLead,
    };
    expect(await belowFirstScreen(page, firstScreen)).toEqual({});
    // A page of each group, not all 80: 5 daily leads and the first 25 bought.
    const savedCards = page
      .getByRole('region', { name: /^(Daily|Purchased) Leads$/ })
      .getByRole('heading', { level: 3 });
    expect(await savedCards.count()).toBe(30);
    expect(size.height, 'document height').toBeLessThan(10_000);
    // The next three due, the rest a tap away.
    const rows = section.getByRole('button', { name: /, Day \d of 6: / });
    expect(await rows.count()).toBe(3);
    await section.getByRole('button', { name: 'Show All 25' }).waitFor();
    await expectAccessible(page, 'saved tab at 80 leads');
    await screenshot(page, 'saved-80-390x844');
    await firstScreenshot(page, 'saved-80-390x844-first-screen');

    // Work the first due lead from its row, by touch: send its email, pass any other.
    const [first, fourth] = [due[0], due[3]];
    if (!first || !fourth) throw new Error('fewer than four leads due');
    const rowOf = (address: string) => followUpRow(page, address);
    await rowOf(first.lead.address).tap();
    const card = section.getByRole('article', { name: first.lead.address });
    await card.waitFor();
    const emails = first.contacts.filter((c) => c.recipientType === 'email' && !c.custom);
    const [sent, ...passed] = emails;
    if (sent) {
      await card.getByRole('button', { name: `Send email to ${sent.recipientValue}` }).tap();
      // With one email the day completes at once, and the card says Congratulations instead.
      if (passed.length > 0) await card.getByText('Sent').first().waitFor();
      for (const contact of passed) {
        await card.getByRole('button', { name: `Pass ${contact.recipientValue}` }).tap();
      }
    } else {
      await card.getByRole('button', { name: `Skip Day 1 for ${first.lead.address}` }).tap();
    }
    await toast(page, 'Day Complete').waitFor();
    await card.getByText('Congratulations').waitFor();
    await section.getByRole('heading', { name: "Today's Follow-up Activities 24" }).waitFor();
    await firstScreenshot(page, 'saved-80-worked-390x844');

    // Next Lead: the worked lead leaves the list, and the fourth moves up into the three.
    await section.getByRole('button', { name: /^Next Lead / }).tap();
    await rowOf(first.lead.address).waitFor({ state: 'detached' });
    await rowOf(fourth.lead.address).waitFor();
    await section.getByRole('article', { name: due[1]?.lead.address ?? '' }).waitFor();
    expect(await rows.count()).toBe(3);
    await expectAccessible(page, 'saved tab, a follow-up open');

    // The small phone, the open card closed: the count and Export Leads on the first screen.
    await rowOf(due[1]?.lead.address ?? '').tap();
    await page.setViewportSize({ width: 360, height: 640 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const small = await pageSize(page);
    const smallBelow = await belowFirstScreen(page, firstScreen);
    console.info(
      `[saved-80] 360x640: document ${small.height} px; below the first screen: ${JSON.stringify(smallBelow)}`,
    );
    expect(Object.keys(smallBelow)).not.toContain('count');
    expect(Object.keys(smallBelow)).not.toContain('exportLeads');
    await screenshot(page, 'saved-80-360x640');
    await firstScreenshot(page, 'saved-80-360x640-first-screen');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
