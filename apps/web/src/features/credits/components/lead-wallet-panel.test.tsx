import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { sentBodies, stubApi } from '@/test/api';
import { packageRoute, purchaseAnswer, transactionsRoute } from '@/test/credits';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { LeadWalletPanel } from './lead-wallet-panel';

const PURCHASE = packageRoute(AGENT_ID);

function renderPanel(credits: number) {
  return renderWithProviders(<LeadWalletPanel agentId={AGENT_ID} credits={credits} />, {
    toaster: true,
  });
}

const purchaseButton = () => screen.getByRole('button', { name: 'Purchase 50 Leads' });

describe("the wallet's Purchase 50 Leads", () => {
  it('asks before spending 100 credits, and Cancel spends nothing', async () => {
    const fetchMock = stubApi({ [transactionsRoute(AGENT_ID)]: Response.json([]) });
    renderPanel(120);

    await userEvent.click(purchaseButton());

    // The confirmation's dialog loads on the first press.
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Purchase 50 leads for 100 credits?',
    });
    expect(confirm).toHaveAccessibleDescription(
      'They come from your saved search criteria, and you pay only for the leads delivered. You have 120 credits.',
    );
    const cancel = within(confirm).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sentBodies(fetchMock, PURCHASE)).toEqual([]);
    expect(purchaseButton()).toHaveFocus();
  });

  it('spends them once the agent confirms', async () => {
    const fetchMock = stubApi({
      [transactionsRoute(AGENT_ID)]: Response.json([]),
      [PURCHASE]: Response.json(
        purchaseAnswer({ leadsCount: 50, totalDelivered: 50, creditsSpent: 100, credits: 20 }),
      ),
    });
    renderPanel(120);

    await userEvent.click(purchaseButton());
    await userEvent.click(screen.getByRole('button', { name: 'Spend 100 Credits' }));

    await expectToast('Leads Purchased', '50 leads added to your Purchased Leads.');
    expect(sentBodies(fetchMock, PURCHASE)).toEqual([{ packageSize: 50, creditsRequired: 100 }]);
  });
});
