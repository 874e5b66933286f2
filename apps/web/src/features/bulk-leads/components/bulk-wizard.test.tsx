import { BULK_MESSAGES, IDEMPOTENCY_KEY_HEADER } from '@porchlight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { apiError, sentBodies, sentHeaders, stubApi } from '@/test/api';
import {
  BULK_COUNT,
  BULK_PURCHASE_ROUTE,
  creditsAnswer,
  creditsRoute,
  purchaseAnswer,
} from '@/test/credits';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { BuyBulkLeads } from './buy-bulk-leads';

const PURCHASE_LABEL = 'Purchase 25 Leads (25 credits)';
const SEARCH = {
  agentId: AGENT_ID,
  quicklist: 'vacant',
  location: { type: 'zip', zip: '33131' },
  filters: { bedrooms: null, minPrice: null, maxPrice: 0 },
};
const withCredits = (credits = 40) => ({ [creditsRoute(AGENT_ID)]: creditsAnswer(credits) });
const countOf = (available: number) => ({ [BULK_COUNT]: Response.json({ available }) });

async function openWizard() {
  renderWithProviders(<BuyBulkLeads agentId={AGENT_ID} />, { toaster: true });
  await userEvent.click(screen.getByRole('button', { name: 'Buy Bulk Leads' }));
  return screen.findByRole('dialog', { name: 'Purchase Bulk Leads' });
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });

async function toLocation() {
  await openWizard();
  await userEvent.click(screen.getByRole('radio', { name: 'Vacant' }));
  await next();
  await stepHeading('Choose a Location');
}

async function toReview(zip = '33131') {
  await toLocation();
  await userEvent.type(screen.getByLabelText('Zip codes'), zip);
  await next();
  await stepHeading('Filters');
  await next();
  await stepHeading('Review and Purchase');
}

async function checkAvailability() {
  await userEvent.click(screen.getByRole('button', { name: 'Check Availability' }));
}

async function purchaseButton() {
  return screen.findByRole('button', { name: PURCHASE_LABEL });
}

/** Presses a spending button, then says yes to its question (docs/screens.md "Bulk leads wizard"). */
async function spendWith(button: HTMLElement) {
  await userEvent.click(button);
  await userEvent.click(await screen.findByRole('button', { name: /^Spend \d+ Credits?$/ }));
}

describe('the Purchase Bulk Leads wizard, its checks', () => {
  it('asks for a lead type on step 1', async () => {
    stubApi();
    await openWizard();
    await next();

    await expectToast('Selection Required', 'Please select a lead type to continue');
    expect(screen.getByRole('heading', { level: 3, name: 'Choose a Lead Type' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Absentee Out of State' })).toHaveFocus();

    await userEvent.click(screen.getByRole('radio', { name: 'Vacant' }));
    await next();
    expect(await stepHeading('Choose a Location')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Selection Required')).not.toBeInTheDocument());
  });

  it('asks for a zip code on step 2, and takes several separated by commas', async () => {
    stubApi();
    await toLocation();
    await next();

    await expectToast('Location Required', 'Please enter a zip code');
    expect(screen.getByLabelText('Zip codes')).toHaveFocus();
    expect(screen.getByLabelText('Zip codes')).toHaveAccessibleDescription(
      'One or more 5-digit zip codes, separated by commas Please enter a zip code',
    );

    await userEvent.type(screen.getByLabelText('Zip codes'), '3313');
    await next();
    await expectToast('Invalid Zip Code', BULK_MESSAGES.zipFormat);

    await userEvent.type(screen.getByLabelText('Zip codes'), '1, 33132');
    await next();
    expect(await stepHeading('Filters')).toBeVisible();
  });

  it('asks for both city and state when searching by city', async () => {
    stubApi();
    await toLocation();
    await userEvent.click(screen.getByRole('radio', { name: 'City and state' }));
    await userEvent.type(screen.getByLabelText('City'), 'Miami');
    await next();

    await expectToast('Location Required', 'Please enter both city and state');
    expect(screen.getByLabelText('State')).toHaveFocus();
  });

  it('sends the chosen search and filters to the count', async () => {
    const fetchMock = stubApi({ ...withCredits(), ...countOf(40) });
    await toLocation();
    await userEvent.click(screen.getByRole('radio', { name: 'City and state' }));
    await userEvent.type(screen.getByLabelText('City'), ' Miami ');
    await userEvent.type(screen.getByLabelText('State'), 'fl');
    await next();
    await userEvent.selectOptions(screen.getByLabelText('Minimum bedrooms'), '3+');
    await userEvent.selectOptions(screen.getByLabelText('Minimum price'), '$250,000');
    await userEvent.selectOptions(screen.getByLabelText('Maximum price'), '$750,000');
    await next();

    const summary = (await stepHeading('Review and Purchase')).parentElement as HTMLElement;
    expect(within(summary).getByText('Miami, FL')).toBeVisible();
    expect(within(summary).getByText('$250,000 to $750,000')).toBeVisible();
    await checkAvailability();

    expect(await screen.findByText('40 leads available')).toBeVisible();
    expect(sentBodies(fetchMock, BULK_COUNT)).toEqual([
      {
        ...SEARCH,
        location: { type: 'city', city: 'Miami', state: 'FL' },
        filters: { bedrooms: 3, minPrice: 250000, maxPrice: 750000 },
      },
    ]);
  });
});

describe('the Purchase Bulk Leads wizard, its count', () => {
  it('keeps the purchase disabled until a count is checked', async () => {
    stubApi(withCredits());
    await toReview();

    const purchase = await purchaseButton();
    expect(purchase).toBeDisabled();
    expect(purchase).toHaveAccessibleDescription('Check availability before you purchase.');
  });

  it('says Limited Availability below 25 and keeps the purchase disabled', async () => {
    stubApi({ ...withCredits(), ...countOf(12) });
    await toReview();
    await checkAvailability();

    await expectToast('Limited Availability', 'Only 12 leads available. You need at least 25.');
    expect(screen.getByText('12 leads available')).toBeVisible();
    expect(await purchaseButton()).toBeDisabled();
  });

  it('reads 1,000+ at the count cap and enables the purchase', async () => {
    stubApi({ ...withCredits(), ...countOf(1000) });
    await toReview();
    await checkAvailability();

    expect(await screen.findByText('1,000+ leads available')).toBeVisible();
    expect(await purchaseButton()).toBeEnabled();
  });

  it("keeps the purchase disabled under 25 credits, saying 'Need N more credits'", async () => {
    stubApi({ ...withCredits(10), ...countOf(60) });
    await toReview();
    await checkAvailability();
    await screen.findByText('60 leads available');

    const purchase = await purchaseButton();
    expect(purchase).toBeDisabled();
    expect(purchase).toHaveAccessibleDescription('Need 15 more credits');
  });

  it("says 'Error Checking Availability' in the server's words, or the fallback", async () => {
    stubApi({
      ...withCredits(),
      [BULK_COUNT]: apiError(429, {
        error: 'RATE_LIMITED',
        message: 'Wait a moment before checking availability again.',
      }),
    });
    await toReview();
    await checkAvailability();
    await expectToast(
      'Error Checking Availability',
      'Wait a moment before checking availability again.',
    );

    stubApi({ ...withCredits(), [BULK_COUNT]: new Response('', { status: 502 }) });
    await checkAvailability();
    await expectToast(
      'Error Checking Availability',
      'Failed to check lead availability. Please try again.',
    );
  });
});

describe('the Purchase Bulk Leads wizard, its purchase', () => {
  const partial = purchaseAnswer({
    status: 'partial',
    leadsCount: 10,
    totalDelivered: 10,
    remainingNeeded: 15,
    remainingAvailable: 30,
    canGetMore: true,
    creditsSpent: 10,
    credits: 30,
  });

  it('asks "Spend 25 Credits?" before buying, with Cancel focused; Cancel spends nothing', async () => {
    const fetchMock = stubApi({ ...withCredits(), ...countOf(40) });
    await toReview();
    await checkAvailability();
    await userEvent.click(await purchaseButton());

    const question = await screen.findByRole('alertdialog', {
      name: 'Purchase 25 leads for 25 credits?',
    });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(question).getByRole('button', { name: 'Spend 25 Credits' })).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, BULK_PURCHASE_ROUTE)).toEqual([]);
  });

  it('stays on the review with Get Remaining after a partial purchase, then completes it', async () => {
    const fetchMock = stubApi({
      ...withCredits(),
      ...countOf(40),
      [BULK_PURCHASE_ROUTE]: (body) =>
        Response.json(
          (body as { continueSession: boolean }).continueSession
            ? purchaseAnswer({ leadsCount: 15, creditsSpent: 15, credits: 15 })
            : partial,
        ),
    });
    await toReview();
    const dialog = screen.getByRole('dialog');
    await checkAvailability();
    await spendWith(await purchaseButton());

    const getRemaining = await within(dialog).findByRole('button', { name: 'Get Remaining' });
    await expectToast(
      'Partial Purchase',
      '10 leads added to your Purchased Leads. You were charged 10 credits, only for the leads that arrived. Press Get Remaining for the other 15.',
    );
    expect(
      screen.getByText('15 more leads of this purchase can still arrive, at 1 credit each.'),
    ).toBeVisible();
    await spendWith(getRemaining);

    await expectToast('Leads Purchased', '15 leads added to your Purchased Leads.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, BULK_PURCHASE_ROUTE)).toEqual([
      { ...SEARCH, continueSession: false },
      { ...SEARCH, continueSession: true },
    ]);
    const [first, second] = sentHeaders(fetchMock, BULK_PURCHASE_ROUTE, IDEMPOTENCY_KEY_HEADER);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);

    await userEvent.click(screen.getByRole('button', { name: 'Buy Bulk Leads' }));
    expect(await stepHeading('Choose a Lead Type')).toBeVisible();
  });

  it("says 'Purchase Failed' with the fixed sentence when the credits fall short", async () => {
    stubApi({
      ...withCredits(),
      ...countOf(40),
      [BULK_PURCHASE_ROUTE]: apiError(402, {
        error: 'INSUFFICIENT_CREDITS',
        message: 'The server said no.',
        creditsRequired: 25,
        credits: 20,
      }),
    });
    await toReview();
    await checkAvailability();
    await spendWith(await purchaseButton());

    await expectToast('Purchase Failed', BULK_MESSAGES.insufficientCredits);
    expect(screen.getByRole('heading', { level: 3, name: 'Review and Purchase' })).toBeVisible();
  });

  it('says No New Leads when every property was a duplicate, and starts over', async () => {
    stubApi({
      ...withCredits(),
      ...countOf(40),
      [BULK_PURCHASE_ROUTE]: Response.json(
        purchaseAnswer({
          status: 'partial',
          leadsCount: 0,
          duplicatesSkipped: 25,
          totalDelivered: 0,
          remainingNeeded: 25,
          remainingAvailable: 0,
          creditsSpent: 0,
          credits: 40,
        }),
      ),
    });
    await toReview();
    await checkAvailability();
    await spendWith(await purchaseButton());

    await expectToast('No New Leads', 'All properties were duplicates.');
    expect(await stepHeading('Choose a Lead Type')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Vacant' })).not.toBeChecked();
  });

  it('says the search is exhausted after a partial purchase that cannot go on, and starts over', async () => {
    stubApi({
      ...withCredits(),
      ...countOf(40),
      [BULK_PURCHASE_ROUTE]: Response.json({
        ...partial,
        canGetMore: false,
        remainingAvailable: 0,
      }),
    });
    await toReview();
    await checkAvailability();
    await spendWith(await purchaseButton());

    await expectToast(
      'Search Exhausted',
      'This search has no more new leads. 10 leads added to your Purchased Leads. You were charged 10 credits, only for the leads that arrived.',
    );
    expect(await stepHeading('Choose a Lead Type')).toBeVisible();
  });
});
