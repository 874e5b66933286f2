import { expect } from 'vitest';
import type { TestApp } from './build-app';
import type { signupForm } from './factories';
import { cookieFrom } from './mail';

type SignupForm = ReturnType<typeof signupForm>;

/** A person's browser: its address, and the cookie it keeps. */
export interface Browser {
  ip: string;
  cookie?: string;
}

/** What the browser keeps while the card is confirmed: the form without its password. */
export const registrationData = ({ password: _, ...form }: SignupForm) => form;

/**
 * Registration with a card as browsers do it: step 3 asks for the SetupIntent and is handed the
 * signup cookie, and the completion goes back from that same browser unless another is given.
 * Each new browser has an address of its own (card setups are limited per address). `app` is
 * read at each call, so the helpers can be made before the app is.
 */
export function cardSignups(app: () => TestApp['app']) {
  let count = 0;
  const newBrowser = (): Browser => {
    count += 1;
    return { ip: `198.51.100.${count}` };
  };
  const post = (url: string, payload: object, browser: Browser = newBrowser()) =>
    app().inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: browser.ip,
      headers: browser.cookie ? { cookie: browser.cookie } : {},
    });
  /** The browser that asked for each SetupIntent. */
  const browsers = new Map<string, Browser>();
  /** Step 3: the SetupIntent's client secret, and its id as Stripe.js reports it. */
  async function startCard(body: SignupForm, browser = newBrowser()) {
    const res = await post('/api/create-subscription-intent', body, browser);
    expect(res.statusCode).toBe(200);
    const { clientSecret } = res.json();
    const setupIntentId = clientSecret.split('_secret_')[0] as string;
    browser.cookie = cookieFrom(res.headers['set-cookie']);
    browsers.set(setupIntentId, browser);
    return { clientSecret, setupIntentId, browser };
  }
  const complete = (
    setupIntentId: string,
    body: SignupForm,
    browser = browsers.get(setupIntentId),
  ) =>
    post(
      '/api/complete-stripe-registration',
      { setupIntentId, registrationData: registrationData(body) },
      browser,
    );
  return { newBrowser, post, startCard, complete };
}
