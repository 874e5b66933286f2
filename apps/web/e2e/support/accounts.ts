import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';

export const E2E_PASSWORD = 'Porchlight1!';

/**
 * A plain file of the app's origin, where a page stands to be signed in through the API
 * (`signUpInBrowser` writes the origin's local storage) without loading the app: standing on the
 * landing page cost each journey a render of a page it does not test (docs/testing.md "Speed").
 */
export const ORIGIN_ONLY = '/robots.txt';

/** A registration as the wizard sends it (POST /api/complete-signup). */
export function signupFor(overrides: Record<string, unknown> = {}) {
  return {
    name: 'maria de la cruz',
    email: `agent-${randomBytes(4).toString('hex')}@example.test`,
    phone: '3055550123',
    password: E2E_PASSWORD,
    targetArea: 'Miami, FL',
    minValue: 100000,
    maxValue: 1000000,
    minBedrooms: 2,
    sellerType: 'high-equity',
    propertyType: 'Residential',
    termsAccepted: true,
    subscriptionPlan: 'premium',
    ...overrides,
  };
}

/**
 * An agent registered through the API in this browser context (so it holds the session cookie),
 * with the agent stored in local storage as sign-in leaves it. The page must be on the app's origin
 * (`ORIGIN_ONLY` when the journey does not test the page it stands on).
 */
export async function signUpInBrowser(
  context: BrowserContext,
  page: Page,
  overrides: Record<string, unknown> = {},
) {
  const response = await context.request.post('/api/complete-signup', {
    data: signupFor(overrides),
  });
  if (!response.ok())
    throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  const agent = (await response.json()) as { id: string; name: string; email: string };
  await page.evaluate((a) => {
    localStorage.setItem('agentId', a.id);
    localStorage.setItem('currentAgent', JSON.stringify(a));
  }, agent);
  return agent;
}

/** A Pro agent whose criteria take any lead of one zip (its whole day's batch is there). */
export function proAgentIn(zip: string) {
  return {
    targetArea: zip,
    minValue: 'any',
    maxValue: 'any',
    minBedrooms: 1,
    sellerType: 'high-equity',
    subscriptionPlan: 'pro',
  };
}

/** Thursday 12 Nov 2026, 11:00 ET: a business day's morning, when today's batch comes. */
export const THURSDAY_11_ET = '2026-11-12T16:00:00Z';

/** A Premium agent whose batch takes any Miami Beach home. */
export const EVERY_HOME_IN_33139 = {
  targetArea: '33139',
  subscriptionPlan: 'premium',
  minValue: 'any',
  maxValue: 'any',
  minBedrooms: 1,
};

/**
 * A Premium agent for every Miami Beach home, signed up in this context, with today's batch got
 * from the Fresh tab as a person taps it; the server's clock is the journey's to set first.
 */
export async function signUpWithTodaysBatch(context: BrowserContext, page: Page) {
  const agent = await signUpInBrowser(context, page, EVERY_HOME_IN_33139);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Fresh 10' }).tap();
  await page.getByRole('button', { name: "Get Today's Leads" }).tap();
  await page.getByText(/\d+ of \d+ remaining/).waitFor();
  return agent;
}
