import type { LeadCard } from '@porchlight/contracts';
import { expect, it } from 'vitest';
import { ORIGIN_ONLY, proAgentIn, signUpInBrowser } from './support/accounts';
import * as journey from './support/browser';

/** The feed's lines, each folded one put back together (RFC 5545 3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

journey.describeJourney('the follow-up in the calendar', () => {
  const browser = journey.useBrowser();

  it('makes the calendar link on the Profile tab; the feed of three follow-ups due is three events, each opening its lead; a revoked link is gone', async () => {
    const { page, context, consoleErrors } = await journey.openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    const agent = await signUpInBrowser(context, page, proAgentIn('33139'));
    expect((await page.request.post(`/api/leads/fresh/${agent.id}`)).ok()).toBe(true);
    const today: LeadCard[] = await (await page.request.get(`/api/leads/today/${agent.id}`)).json();
    const saved = today.slice(0, 3);
    expect(saved).toHaveLength(3);
    for (const lead of saved) {
      const swiped = await page.request.post('/api/swipe', {
        data: { agentId: agent.id, leadId: lead.id, action: 'save' },
      });
      expect(swiped.ok()).toBe(true);
    }

    await page.goto('/profile');
    await journey.untilLoaded(page);
    const card = page.getByRole('region', { name: 'Calendar Feed' });
    await card.getByRole('button', { name: 'Create Calendar Link' }).tap();
    const field = card.getByLabel('Your calendar link');
    await field.waitFor();
    const webcal = await field.inputValue();
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect
      .poll(() => card.getByRole('link', { name: 'Add to Calendar' }).getAttribute('href'))
      .toBe(webcal);
    await card.scrollIntoViewIfNeeded();
    await journey.expectAccessible(page, 'profile, calendar feed link');
    await journey.screenshot(page, 'calendar-feed-new-link', { fullPage: false });

    // The link names this server (its own port, learnt once it listened), not a guess.
    const link = new URL(webcal.replace(/^webcal:/, 'http:'));
    expect(link.port).toBe(new URL(page.url()).port);
    const feedPath = link.pathname;
    const feed = await page.request.get(feedPath);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = unfolded(await feed.text());
    const summaries = lines.filter((l) => l.startsWith('SUMMARY:')).map((l) => l.slice(8));
    expect(summaries.sort()).toEqual(
      saved.map((lead) => `Day 1 of 6: email ${lead.address.replace(/([,;])/g, '\\$1')}`).sort(),
    );
    const [eventUrl] = lines.filter((l) => l.startsWith('URL:')).map((l) => new URL(l.slice(4)));
    if (!eventUrl) throw new Error('no event link');

    // The event's link opens that lead on the dashboard.
    await page.goto(`${eventUrl.pathname}${eventUrl.search}`);
    const leadId = eventUrl.searchParams.get('lead');
    const address = saved.find((lead) => lead.id === leadId)?.address ?? '';
    await page.getByRole('dialog', { name: address }).waitFor();
    await journey.screenshot(page, 'calendar-feed-event-opens-lead', { fullPage: false });

    // Back on the profile the link is only said to be live; Revoke ends it.
    await page.goto('/profile');
    await card.getByText(/^Your calendar link is live, made /).waitFor();
    await expect.poll(() => card.getByLabel('Your calendar link').count()).toBe(0);
    await journey.untilLoaded(page);
    await card.scrollIntoViewIfNeeded();
    await journey.screenshot(page, 'calendar-feed-live', { fullPage: false });
    await card.getByRole('button', { name: 'Revoke' }).tap();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Link' }).tap();
    await journey.toast(page, 'Link Revoked').waitFor();
    await card.getByText('No calendar link yet.').waitFor();
    expect((await page.request.get(feedPath)).status()).toBe(404);
    expect(consoleErrors).toEqual([]);
  }, 90_000);
});
