import { BULK_MESSAGES, IDEMPOTENCY_KEY_HEADER } from '@porchlight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { apiError, heldReply, sentBodies, sentHeaders, stubApi } from '@/test/api';
import {
  creditsAnswer,
  creditsRoute,
  packageRoute,
  purchaseAnswer,
  transactionsRoute,
} from '@/test/credits';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { LeadWalletCard } from './lead-wallet-card';

const CREDITS = creditsRoute(AGENT_ID);
const PURCHASE = packageRoute(AGENT_ID);

function renderCard() {
  return renderWithProviders(<LeadWalletCard agentId={AGENT_ID} />, { toaster: true });
}

const buyButton = () => screen.findByRole('button', { name: 'Buy Lead Package' });

/** Presses `button`, then confirms the spend its dialog asks about. */
async function buyWith(button: Promise<HTMLElement>, credits = 'Spend 25 Credits') {
  await userEvent.click(await button);
  await userEvent.click(await screen.findByRole('button', { name: credits }));
}

describe('the Lead Wallet card', () => {
  it('shows the credits and offers 25 leads for 25 credits', async () => {
    stubApi({ [CREDITS]: creditsAnswer(30) });
    renderCard();
    expect(screen.getByText('Loading your credits...')).toBeInTheDocument();

    expect(await buyButton()).toBeEnabled();
    expect(screen.getByText('30')).toBeVisible();
    expect(screen.getByText('lead credits')).toBeVisible();
    expect(
      screen.getByText('25 leads for 25 credits, from your saved search criteria.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Lead Wallet' })).toHaveAttribute(
      'href',
      '/wallet',
    );
  });

  it("is disabled under 25 credits, saying 'Need N more credits'", async () => {
    stubApi({ [CREDITS]: creditsAnswer(18) });
    renderCard();

    const button = await buyButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Need 7 more credits');
  });

  it('asks before spending 25 credits on the package, and Cancel spends nothing', async () => {
    const fetchMock = stubApi({ [CREDITS]: creditsAnswer(30) });
    renderCard();

    await userEvent.click(await buyButton());

    const confirm = await screen.findByRole('alertdialog', {
      name: 'Purchase 25 leads for 25 credits?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, PURCHASE)).toEqual([]);
  });

  it('buys a 25-lead package with a new idempotency key each time, and says what arrived', async () => {
    const fetchMock = stubApi({
      [CREDITS]: creditsAnswer(50),
      [PURCHASE]: Response.json(purchaseAnswer({ credits: 25 })),
      [transactionsRoute(AGENT_ID)]: Response.json([]),
    });
    renderCard();

    await buyWith(buyButton());
    await expectToast('Leads Purchased', '25 leads added to your Purchased Leads.');
    await buyWith(buyButton());

    expect(sentBodies(fetchMock, PURCHASE)).toEqual([
      { packageSize: 25, creditsRequired: 25 },
      { packageSize: 25, creditsRequired: 25 },
    ]);
    const keys = sentHeaders(fetchMock, PURCHASE, IDEMPOTENCY_KEY_HEADER);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows the balance the purchase answered at once', async () => {
    const balance = heldReply();
    stubApi({
      [CREDITS]: balance.reply,
      [PURCHASE]: Response.json(purchaseAnswer({ credits: 5 })),
    });
    renderCard();
    balance.answer(creditsAnswer(30));
    await buyWith(buyButton());

    expect(await screen.findByText('5')).toBeVisible();
    expect(await buyButton()).toHaveAccessibleDescription('Need 20 more credits');
  });

  it('offers Get Remaining after a partial purchase, at the price of the leads still to come', async () => {
    const fetchMock = stubApi({
      [CREDITS]: creditsAnswer(40),
      [PURCHASE]: (body) =>
        Response.json(
          (body as { continueSession?: boolean }).continueSession
            ? purchaseAnswer({ leadsCount: 15, creditsSpent: 15, credits: 0 })
            : purchaseAnswer({
                status: 'partial',
                leadsCount: 10,
                totalDelivered: 10,
                remainingNeeded: 15,
                canGetMore: true,
                creditsSpent: 10,
                credits: 30,
              }),
        ),
    });
    renderCard();

    await buyWith(buyButton());
    const getRemaining = screen.findByRole('button', { name: 'Get Remaining' });
    expect(
      await screen.findByText('15 more leads of your package can still arrive, for 15 credits.'),
    ).toBeVisible();
    await userEvent.click(await getRemaining);
    expect(
      screen.getByRole('alertdialog', { name: 'Get 15 more leads for 15 credits?' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Spend 15 Credits' }));

    await expectToast('Leads Purchased', '15 leads added to your Purchased Leads.');
    expect(sentBodies(fetchMock, PURCHASE)).toEqual([
      { packageSize: 25, creditsRequired: 25 },
      { packageSize: 25, creditsRequired: 15, continueSession: true },
    ]);
  });

  it("says 'Purchase Failed' with the fixed sentence when the credits fall short", async () => {
    stubApi({
      [CREDITS]: creditsAnswer(25),
      [PURCHASE]: apiError(402, {
        error: 'INSUFFICIENT_CREDITS',
        message: 'The server said no.',
        creditsRequired: 25,
        credits: 0,
      }),
    });
    renderCard();

    await buyWith(buyButton());

    await expectToast('Purchase Failed', BULK_MESSAGES.insufficientCredits);
  });

  it("says 'Purchase Failed' in the server's words otherwise", async () => {
    stubApi({
      [CREDITS]: creditsAnswer(25),
      [PURCHASE]: apiError(400, {
        error: 'CRITERIA_NOT_SET',
        message: 'Save your lead criteria first: packages are drawn from them.',
      }),
    });
    renderCard();

    await buyWith(buyButton());

    await expectToast(
      'Purchase Failed',
      'Save your lead criteria first: packages are drawn from them.',
    );
  });

  it('says when the credits cannot be loaded, and tries again', async () => {
    stubApi({ [CREDITS]: new Response('Bad Gateway', { status: 502 }) });
    renderCard();

    expect(await screen.findByText('We could not load your lead wallet.')).toBeVisible();
    stubApi({ [CREDITS]: creditsAnswer(25) });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await buyButton()).toBeEnabled();
  });
});
