import { addDays, atLocalHour, dayIn, isBusinessDay } from '@porchlight/contracts';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type FakePushService, startFakePushService } from '../../server/test/fakes/push-service';
import { ORIGIN_ONLY, proAgentIn, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  setServerClock,
  untilLoaded,
  useBrowser,
} from './support/browser';
import { recordTaps } from './support/touch';

/** The next business day after today in `zone`, at 09:00 there (within the 7-day trial). */
function nextBusinessMorning(zone: string): string {
  const today = dayIn(new Date(), zone);
  for (let n = 1; n <= 6; n++) {
    const day = addDays(today, n);
    if (isBusinessDay(day)) return atLocalHour(day, 9, zone).toISOString();
  }
  throw new Error('no business day within six days');
}

describeJourney('the morning notification', () => {
  // The Push API: the full Chromium, not the run's headless shell.
  const browser = useBrowser({ pushApi: true });
  let fake: FakePushService;
  beforeAll(async () => {
    const { port } = new URL(inject('pushServiceOrigin'));
    fake = await startFakePushService({ port: Number(port) });
  });
  afterAll(() => fake?.close());

  it('turns on from the Profile tab, and the push service gets one decrypted "leads ready" at the chosen time', async () => {
    const { page, context, consoleErrors } = await openPhone(browser(), {
      serviceWorkers: 'allow',
    });
    await context.grantPermissions(['notifications']);
    // Headless Chromium reaches no real push service: the browser's subscribe and getSubscription
    // are replaced by a subscription at the local fake push service, with keys this test made
    // (an ECDH P-256 pair and a 16-byte auth secret), so the server's message can be decrypted.
    // The fake takes messages only under the key the browser subscribed with: the server's.
    const config = await (await context.request.get('/api/config')).json();
    const serverKey = (config as { push: { publicKey: string } }).push.publicKey;
    const device = fake.subscribe('journey-phone', { applicationServerKey: serverKey });
    await context.addInitScript((held) => {
      let current: unknown = null;
      const made = (options?: PushSubscriptionOptionsInit) => ({
        endpoint: held.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey },
        toJSON: () => ({ endpoint: held.endpoint, expirationTime: null, keys: held.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      });
      PushManager.prototype.subscribe = async (options) => {
        current = made(options);
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    }, device);

    await page.goto(ORIGIN_ONLY);
    await signUpInBrowser(context, page, proAgentIn('33139'));
    try {
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Profile' }).tap();
      const toggle = page.getByRole('switch', { name: 'Tell me when my leads are ready' });
      // The referrals, streak, wallet and activity above it fill in on their own (docs/testing.md
      // "Touch").
      await untilLoaded(page);
      await toggle.scrollIntoViewIfNeeded();
      await page.getByLabel('Time').selectOption('09:00');
      const taps = await recordTaps(page);
      await toggle.tap();
      await expect
        .poll(() => toggle.isChecked())
        .toBe(true)
        .catch(async (error: Error) => {
          throw new Error(`${error.message}; ${await taps()}`);
        });
      await page.getByText('Notification On').first().waitFor();

      const saved = await context.request.post('/api/push-subscriptions/current', {
        data: { endpoint: device.endpoint },
      });
      const settings = (await saved.json()) as { subscribed: boolean; timeZone: string };
      expect(settings).toMatchObject({ subscribed: true, time: '09:00' });

      await page
        .getByRole('heading', { name: 'Leads Ready Notification' })
        .scrollIntoViewIfNeeded();
      await screenshot(page, 'notifications-profile-on', { fullPage: false });
      await expectAccessible(page, 'the Profile tab with the notification on');

      await setServerClock(page, nextBusinessMorning(settings.timeZone));
      const tick = await page.request.post('/dev/push-tick');
      expect(await tick.json()).toMatchObject({ sent: 1 });
      const again = await page.request.post('/dev/push-tick');
      expect(await again.json()).toMatchObject({ sent: 0 });
      expect(fake.refused).toEqual([]);
      expect(fake.received.filter((m) => m.device === 'journey-phone')).toEqual([
        expect.objectContaining({
          payload: {
            title: 'Your leads are ready',
            body: "Today's fresh leads are waiting.",
            url: '/dashboard?tab=today',
            tag: 'leads-ready',
          },
        }),
      ]);
      expect(consoleErrors).toEqual([]);

      // The same app in an iPhone's Safari tab: no Push API until it is on the Home Screen.
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'userAgent', {
          get: () =>
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
        });
        Reflect.deleteProperty(window, 'PushManager');
      });
      await setServerClock(page, null);
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Profile' }).tap();
      const steps = page.getByText('Add Porchlight to your Home Screen to get notifications');
      await steps.scrollIntoViewIfNeeded();
      await page
        .getByRole('heading', { name: 'Leads Ready Notification' })
        .scrollIntoViewIfNeeded();
      await screenshot(page, 'notifications-profile-iphone-tab', { fullPage: false });
      await expectAccessible(page, 'the Profile tab on an iPhone in a Safari tab');
      expect(await page.getByRole('switch').count()).toBe(0);
    } finally {
      await setServerClock(page, null);
      await context.close();
    }
  });
});
