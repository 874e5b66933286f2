import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  toast,
  useBrowser,
} from './support/browser';

/** Each public page, and the section headings (h2) a visitor finds on it, in order. */
const PAGES: Array<{ path: string; name: string; sections: Array<string | RegExp> }> = [
  {
    path: '/',
    name: 'landing',
    sections: [
      'Your day, before and after',
      'How it works',
      'Refer an agent, both earn',
      'Daily coaching session',
      'Buy leads in bulk',
      'Streak milestones',
      'No duplicates, ever',
      'Everything in one app',
      'Sample testimonials',
      'Pricing',
      'Frequently Asked Questions',
      "Tomorrow's leads are waiting",
    ],
  },
  {
    path: '/faq',
    name: 'faq',
    sections: [
      'Your Daily Leads',
      'Working Your Leads',
      'Credits and Rewards',
      'Plans, Billing and Support',
      'Still Have Questions?',
    ],
  },
  {
    path: '/terms-and-conditions',
    name: 'terms',
    sections: [
      /Do-Not-Call|DNC|TCPA/i,
      '1. Scope',
      '2. Subject Matter',
      '3. Scope of Services',
      '4. Registration and Trial',
      '5. Data Protection',
      '6. Responsibilities',
      '7. Fees',
      '8. Liability',
      '9. Restrictions and Termination',
      '10. Modifications',
      '11. Governing Law',
      '12. Contact',
    ],
  },
  { path: '/privacy-policy', name: 'privacy', sections: [] },
  { path: '/accessibility-statement', name: 'accessibility', sections: [] },
  { path: '/fastcashoffers', name: 'fastcashoffers', sections: [] },
  { path: '/support', name: 'support', sections: [] },
  { path: '/login', name: 'login', sections: [] },
  { path: '/register', name: 'register', sections: [] },
];

async function sectionHeadings(page: Page) {
  return (await page.locator('main h2').allTextContents()).map((text) => text.trim());
}

/** Every link on the page leads somewhere: the app's own pages answer 200, others open apart. */
async function expectNoDeadLink(page: Page, label: string) {
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      target: a.getAttribute('target'),
      text: a.textContent?.trim(),
    })),
  );
  expect(links.length, label).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  for (const link of links) {
    const url = new URL(link.href);
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') {
      expect(url.pathname, `${label}: ${link.text}`).not.toBe('');
      continue;
    }
    const local = ['localhost', '127.0.0.1'].includes(url.hostname);
    if (url.origin !== origin) {
      // Another site opens apart; this machine has no internet, so only a local one is asked.
      expect(link.target, `${label}: ${link.href}`).toBe('_blank');
      if (!local) {
        expect(url.protocol, `${label}: ${link.href}`).toBe('https:');
        continue;
      }
    }
    const res = await page.request.get(link.href);
    expect(res.status(), `${label}: "${link.text}" → ${link.href}`).toBe(200);
  }
}

describeJourney('the public site', () => {
  const browser = useBrowser();

  it('shows every section of every public page, with no dead link and nothing axe objects to', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    for (const { path, name, sections } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.locator('h1').waitFor();
      if (sections.length > 0) {
        // The landing page's sections are fetched as the visitor starts to scroll.
        await page.mouse.wheel(0, 600);
        await page.getByRole('heading', { level: 2 }).last().waitFor();
        await expect.poll(() => sectionHeadings(page)).toHaveLength(sections.length);
        const found = await sectionHeadings(page);
        sections.forEach((section, i) => {
          if (typeof section === 'string') expect(found[i], path).toBe(section);
          else expect(found[i], path).toMatch(section);
        });
      }
      expect(await page.title(), path).toMatch(/Porchlight$/);
      const description = page.locator('meta[name="description"]');
      expect((await description.getAttribute('content'))?.length, path).toBeGreaterThan(40);
      await expectNoDeadLink(page, path);
      await expectAccessible(page, path);
      await screenshot(page, `site-${name}`);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens and closes all 20 questions of the FAQ at once', async () => {
    const { page, context } = await openPhone(browser());
    await page.goto('/faq');
    const questions = page.locator('main details');
    // The first group comes with the page; Expand All opens the rest as they arrive.
    await page.getByRole('button', { name: 'Expand All' }).tap();
    await expect.poll(() => page.locator('main details[open]').count()).toBe(20);
    expect(await questions.count()).toBe(20);
    await page.getByRole('button', { name: 'Collapse All' }).tap();
    await expect.poll(() => page.locator('main details[open]').count()).toBe(0);
    await page.locator('main summary').first().tap();
    await expect.poll(() => page.locator('main details[open]').count()).toBe(1);
    await context.close();
  });

  it('sends a support message, and support finds it in its mailbox', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Support/ })
      .waitFor();
    // The footer opens Support in a new tab; a visitor lands there.
    await page.goto('/support');
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.tap();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Please select a category',
      'Message must be at least 10 characters',
    ]) {
      await page.getByText(message).waitFor();
    }
    expect(await page.getByLabel('Priority', { exact: true }).inputValue()).toBe('medium');

    const subject = `Leads stopped arriving ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill('A new visitor');
    await page.getByLabel('Email', { exact: true }).fill('visitor@example.com');
    await page.getByLabel('Category', { exact: true }).selectOption('leads');
    await page.getByLabel('Priority', { exact: true }).selectOption('high');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page
      .getByLabel('Message', { exact: true })
      .fill('No leads have arrived since Monday, though my criteria are set.');
    await send.tap();
    await toast(page, 'Message Sent!').waitFor();
    await page.getByRole('button', { name: 'Send Another Message' }).waitFor();
    await expectAccessible(page, 'support sent');
    await screenshot(page, 'site-support-sent');

    const mailbox = await context.newPage();
    await expect
      .poll(
        async () => {
          await mailbox.goto('/dev/mailbox');
          return mailbox.getByText(subject).count();
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Send Another Message' }).tap();
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
