import type { LeadCard } from '@porchlight/contracts';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../../server/test/built-server';
import { signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  setServerClock,
  toast,
  useBrowser,
} from './support/browser';
import { sampleEmail, samplePhone, saveFirst } from './support/contacts';
import { observeExternalLinks, openFollowUpCard, openPropertyDetails } from './support/follow-up';
import { journeyServer } from './support/server';
import {
  coveredWords,
  offlineNotice,
  remainingCount,
  swipeCard,
  toastBox,
} from './support/thumb-checks';
import { boxOf, fingerOn } from './support/touch';

// Field mode (docs/offline.md): the day read online, then the phone loses its signal and the
// server goes away; the agent reloads, swipes and sends an email; everything waits on the phone
// and reaches the server once when both come back, the connection dropping once mid-way.

/** Thursday 12 Nov 2026, 11:00 ET; then Friday, 14:00 ET (texting hours in Miami). */
const THURSDAY = '2026-11-12T16:00:00Z';
const FRIDAY = '2026-11-13T19:00:00Z';
const FRIDAY_MIDNIGHT_ET = '2026-11-13T05:00:00Z';

/** The answers the phone has kept in IndexedDB (lib/offline-copy.ts), each as JSON text by route. */
function keptCopy(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve) => {
        const open = indexedDB.open('porchlight-field-mode');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve({});
          const read = db.transaction('keyval').objectStore('keyval').get('queries');
          read.onsuccess = () => {
            const queries: { queryKey: unknown[]; state: { data: unknown } }[] =
              read.result?.state?.queries ?? [];
            resolve(
              Object.fromEntries(
                queries.map((query) => [
                  String(query.queryKey[0]),
                  JSON.stringify(query.state.data),
                ]),
              ),
            );
          };
          read.onerror = () => resolve({});
        };
        open.onerror = () => resolve({});
      }),
  );
}

async function getTodaysLeads(page: Page) {
  await page.getByRole('tab', { name: /^Fresh/ }).tap();
  await page.getByRole('button', { name: "Get Today's Leads" }).tap();
  await page.getByText(/\d+ of \d+ remaining/).waitFor();
}

/** The page's service worker registration: each worker's state, or that there is none. */
function workerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'no service worker registered';
    const { installing, waiting, active } = registration;
    return `installing ${installing?.state ?? '-'}, waiting ${waiting?.state ?? '-'}, active ${active?.state ?? '-'}`;
  });
}

/**
 * What the service worker's own requests met that would fail its install: answers of 400 and more
 * and requests that never got one (its precache is all or nothing).
 */
function workerFetchFailures(context: BrowserContext) {
  const failures: string[] = [];
  context.on('response', (response) => {
    if (response.request().serviceWorker() && response.status() >= 400) {
      failures.push(`${response.status()} ${response.url()}`);
    }
  });
  context.on('requestfailed', (request) => {
    if (request.serviceWorker()) failures.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  return failures;
}

/** What the server holds of the agent's day, read straight from its database. */
async function serverDay(agentId: string, since: string) {
  const client = new pg.Client({ connectionString: journeyServer().databaseUrl });
  await client.connect();
  try {
    const swipes = await client.query<{ count: string }>(
      'select count(*) from swipes where agent_id = $1 and created_at >= $2',
      [agentId, since],
    );
    const sent = await client.query<{ lead_id: string; count: string }>(
      `select lead_id, count(*) from follow_up_contacts
       where agent_id = $1 and status = 'sent' group by lead_id`,
      [agentId],
    );
    return {
      swipes: Number(swipes.rows[0]?.count),
      sent: Object.fromEntries(sent.rows.map((row) => [row.lead_id, Number(row.count)])),
    };
  } finally {
    await client.end();
  }
}

/** A server of the journey's own on a fixed port, so it can be stopped and brought back. */
async function ownServer(port = '0') {
  return startBuiltServer({
    NODE_ENV: 'test',
    DATABASE_URL: journeyServer().databaseUrl,
    PORT: port,
  });
}

/**
 * The server back, its clock where the day was, then the phone's connection, on which the second
 * swipe's answer is lost on its way back (it reached the server). Returns the server and how many
 * swipes went out.
 */
async function reconnect(context: BrowserContext, port: string, now: string) {
  const server = await ownServer(port);
  await context.request.post(`${server.url}/dev/clock`, { data: { now } });
  const swipes = { sent: 0 };
  await context.route('**/api/swipe', async (route) => {
    const answer = await route.fetch().catch(() => null);
    // No server behind it: as the network would answer.
    if (!answer) return route.abort('connectionrefused');
    if (++swipes.sent === 2) return route.abort('connectionreset');
    return route.fulfill({ response: answer });
  });
  await context.setOffline(false);
  return { server, swipes };
}

describeJourney('field mode', () => {
  const browser = useBrowser();

  // Its longest journey (two servers started, a reload offline, 60 s on a busy CI run, 120 s at
  // half speed): a hang guard three times that.
  it('keeps the day on the phone with no signal, and sends the work done offline once', {
    timeout: 360_000,
  }, async () => {
    let server: BuiltServer = await ownServer();
    const port = new URL(server.url).port;
    const { page, context, consoleErrors } = await openPhone(browser(), {
      baseURL: server.url,
      serviceWorkers: 'allow',
    });
    const openedLinks = await observeExternalLinks(page);
    const workerFailures = workerFetchFailures(context);
    const cdp = await context.newCDPSession(page);
    const finger = fingerOn(cdp);
    try {
      await page.goto('/');
      await setServerClock(page, THURSDAY);
      const agent = await signUpInBrowser(context, page, {
        targetArea: '33140',
        subscriptionPlan: 'premium',
        minValue: 'any',
        maxValue: 'any',
        minBedrooms: 1,
      });

      // Thursday: a lead with an email and a phone is saved and its day 1 email sent, so that
      // Friday it is on day 2, a text.
      await page.goto('/dashboard');
      await getTodaysLeads(page);
      const texted = await saveFirst(page, agent.id, {
        emails: [sampleEmail(1)],
        phones: [samplePhone(1)],
      });
      await page.getByRole('tab', { name: 'Saved' }).tap();
      const textedCard = await openFollowUpCard(page, texted.address);
      for (const email of texted.emails) {
        const send = textedCard.getByRole('button', { name: `Send email to ${email.email}` });
        await send.tap();
        await send.waitFor({ state: 'detached' });
      }
      await textedCard.getByText('Congratulations').waitFor();

      // Friday: today's batch, and a lead saved whose day 1 email is still to send.
      await setServerClock(page, FRIDAY);
      await page.reload();
      await getTodaysLeads(page);
      const emailed = await saveFirst(page, agent.id, { emails: [sampleEmail(2)] });
      await page.getByRole('tab', { name: 'Saved' }).tap();
      await openFollowUpCard(page, emailed.address);
      await page
        .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 30_000,
        })
        .catch(async (error: Error) => {
          // Once, in a quiet run, no worker took the page in 30 s (docs/testing.md "Touch"):
          // where its registration stood and what its install's fetches met, for the next one.
          const more = workerFailures.length > 3 ? ` and ${workerFailures.length - 3} more` : '';
          const failed = `${workerFailures.slice(0, 3).join('; ') || 'none'}${more}`;
          throw new Error(
            `${error.message}; ${await workerState(page)}; its failed fetches: ${failed}`,
          );
        });
      // Kept on the phone: the agent, today's batch with the lead just saved marked saved,
      // can-generate, and the follow-up with that lead in it. A copy written before the save's
      // answers reached every screen would offer the saved card to be swiped again offline.
      const missing = async () => {
        const copy = await keptCopy(page);
        const wanted: Record<string, (data: string) => boolean> = {
          '/api/agents/:agentId': () => true,
          '/api/leads/today/:agentId': (data) =>
            (JSON.parse(data) as LeadCard[]).some(
              (lead) => lead.id === emailed.id && lead.status === 'saved',
            ),
          '/api/leads/can-generate/:agentId': () => true,
          '/api/activities/dashboard/:agentId': (data) => data.includes(emailed.id),
        };
        return Object.entries(wanted)
          .filter(([route, holds]) => copy[route] === undefined || !holds(copy[route]))
          .map(([route]) => route);
      };
      await expect.poll(missing).toEqual([]);
      const before = await serverDay(agent.id, FRIDAY_MIDNIGHT_ET);

      // No signal, and no server either.
      await context.setOffline(true);
      await server.stop();
      await page.reload();
      await page.getByText(/^Offline · last updated \d{1,2}:\d\d [AP]M$/).waitFor();
      await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);

      // Three swipes with a thumb, from the kept batch.
      await page.getByRole('tab', { name: /^Fresh/ }).tap();
      await screenshot(page, 'field-mode-offline-reload');
      await page.getByText(/^\d+ of \d+ remaining$/).waitFor();
      for (const dx of [160, -160, 160]) {
        const left = await remainingCount(page);
        if (left === null) throw new Error('no card left to swipe offline');
        const box = await boxOf(swipeCard(page));
        await finger.press(box.x + box.width / 2, box.y + box.height / 2, dx, 0);
        await finger.lift();
        await expect.poll(() => remainingCount(page)).toBe(left - 1 === 0 ? null : left - 1);
      }
      await page
        .getByText("Kept on this phone: it is sent when you're back online.")
        .first()
        .waitFor();
      await page.getByText('3 changes waiting to send.', { exact: false }).waitFor();
      await screenshot(page, 'field-mode-offline-today');

      // The day 1 email goes from the kept follow-up; the day 2 text waits.
      await page.getByRole('tab', { name: 'Saved' }).tap();
      const emailedCard = await openFollowUpCard(page, emailed.address);
      const [email] = emailed.emails;
      await emailedCard.getByRole('button', { name: `Send email to ${email?.email}` }).tap();
      await expect.poll(openedLinks).toHaveLength(1);
      expect((await openedLinks())[0]).toMatch(/^mailto:/);
      await page.getByText('4 changes waiting to send.', { exact: false }).waitFor();
      const heldCard = await openFollowUpCard(page, texted.address);
      const textSend = heldCard.getByRole('button', { name: /^Send text to / }).first();
      await expect.poll(() => textSend.isDisabled()).toBe(true);
      await heldCard
        .getByText('Texts wait for a connection so quiet hours and opt-outs can be checked')
        .first()
        .waitFor();
      await expectAccessible(page, 'field mode offline');
      await screenshot(page, 'field-mode-offline-follow-up');
      expect(await openedLinks()).toHaveLength(1);
      expect(await serverDay(agent.id, FRIDAY_MIDNIGHT_ET)).toEqual(before);
      // A reload (an update, or the phone closing the tab) keeps what waits.
      await page.reload();
      await page.getByText('4 changes waiting to send.', { exact: false }).waitFor();

      // Back online, one answer lost on the way.
      const back = await reconnect(context, port, FRIDAY);
      server = back.server;
      await expect
        .poll(async () => (await serverDay(agent.id, FRIDAY_MIDNIGHT_ET)).sent[emailed.id], {
          timeout: 30_000,
        })
        .toBe((before.sent[emailed.id] ?? 0) + 1);
      const after = await serverDay(agent.id, FRIDAY_MIDNIGHT_ET);
      expect(after.swipes).toBe(before.swipes + 3);
      await expect.poll(() => page.getByText(/waiting to send|Offline/).count()).toBe(0);
      expect(back.swipes.sent).toBeGreaterThanOrEqual(4);
      await screenshot(page, 'field-mode-synced');
      expect(
        consoleErrors.filter(
          (error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error),
        ),
      ).toEqual([]);
    } finally {
      await screenshot(page, 'field-mode-last').catch(() => undefined);
      await setServerClock(page, null).catch(() => undefined);
      await context.close();
      await server.stop();
    }
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    const size = `${viewport.width}×${viewport.height}`;
    it(`at ${size}, says at once that today's leads wait for a connection, and keeps Contacted as done offline`, async () => {
      // The app's files come from its service worker offline, as on the agent's phone.
      const { page, context, consoleErrors } = await openPhone(browser(), {
        viewport,
        serviceWorkers: 'allow',
      });
      try {
        await page.goto('/');
        const agent = await signUpInBrowser(context, page, {
          targetArea: '33141',
          subscriptionPlan: 'premium',
          minValue: 'any',
          maxValue: 'any',
          minBedrooms: 1,
        });
        await page.goto('/dashboard');
        await page.getByRole('tab', { name: /^Fresh/ }).tap();
        const getLeads = page.getByRole('button', { name: "Get Today's Leads" });
        await getLeads.waitFor();
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 30_000,
        });

        // No signal: said at once, and no batch comes later without a tap.
        await context.setOffline(true);
        await getLeads.tap();
        const offline = toast(page, "You're Offline");
        await offline.getByText("Today's leads come when you're back.").waitFor();
        expect(await coveredWords(offline, page.getByRole('heading', { level: 1 }))).toEqual([]);
        await offlineNotice(page).waitFor();
        expect(await coveredWords(toastBox(page), offlineNotice(page))).toEqual([]);
        await screenshot(page, `field-mode-offline-get-leads-${viewport.width}`, {
          fullPage: false,
        });
        await context.setOffline(false);
        await getLeads.waitFor();
        const today = await context.request.get(`/api/leads/today/${agent.id}`);
        expect(await today.json()).toEqual([]);

        // Contacted, tapped offline in Property Details: kept as done, sent once back.
        await getLeads.tap();
        await page.getByText(/\d+ of \d+ remaining/).waitFor();
        const lead = await saveFirst(page, agent.id, { emails: [sampleEmail(3)] });
        await page.getByRole('tab', { name: 'Saved' }).tap();
        const details = await openPropertyDetails(page, lead.address);
        const contacted = details.getByRole('button', { name: 'Contacted' });
        await contacted.waitFor();
        await context.setOffline(true);
        await contacted.tap();
        await expect.poll(() => contacted.getAttribute('aria-pressed')).toBe('true');
        await screenshot(page, `field-mode-offline-contacted-${viewport.width}`, {
          fullPage: false,
        });
        expect(await page.getByText('Update Failed').count()).toBe(0);
        await context.setOffline(false);
        await expect
          .poll(
            async () =>
              (await (await context.request.get(`/api/leads/${lead.id}`)).json()).contactStatus,
            {
              timeout: 30_000,
            },
          )
          .toBe('contacted');
        expect(await contacted.getAttribute('aria-pressed')).toBe('true');
        expect(
          consoleErrors.filter(
            (error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error),
          ),
        ).toEqual([]);
      } finally {
        await screenshot(page, `field-mode-offline-last-${viewport.width}`).catch(() => undefined);
        await context.close();
      }
    });
  }
});
