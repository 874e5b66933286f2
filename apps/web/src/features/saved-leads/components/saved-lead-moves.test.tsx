import type { Lead } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agentKey } from '@/lib/route-query';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { fixtureId } from '@/test/lead-fixture';
import { ACTION_FIELDS } from '@/test/offline';
import {
  AGENT_ID,
  heldReply,
  renderSaved,
  SAVED,
  SWIPE,
  savedLead,
  toastWith,
  unsaveRoute,
} from '@/test/saved-leads';

const leads = [savedLead(1, 1), savedLead(2, 2), savedLead(3, 3)];
const ADDRESS = '2 Palm Ave';
/** A follow-up dashboard query. */
const FOLLOW_UP = agentKey(routes.getFollowUpDashboard, AGENT_ID);

function dailyAddresses(): (string | null)[] {
  const group = screen.getByRole('region', { name: 'Daily Leads' });
  return within(group)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

/** The server's saved list: every lead until `leave` takes one out. */
function savedList() {
  let current: Lead[] = leads;
  return {
    reply: () => Response.json(current),
    leave: (leadId: string) => {
      current = current.filter((lead) => lead.id !== leadId);
    },
  };
}

describe('Saved to dismissed', () => {
  it('takes the lead off the list at once, then records one dismiss swipe', async () => {
    const server = savedList();
    const swipe = heldReply();
    const fetchMock = stubApi({ [SAVED]: server.reply, [SWIPE]: swipe.reply });
    const { queryClient } = renderSaved();
    queryClient.setQueryData(FOLLOW_UP, []);
    await screen.findByRole('heading', { name: ADDRESS });

    await userEvent.click(screen.getByRole('button', { name: `Move to Dismissed ${ADDRESS}` }));

    expect(dailyAddresses()).toEqual(['1 Palm Ave', '3 Palm Ave']);
    expect(screen.getByText('2 saved leads')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Daily Leads 2' })).toHaveFocus();
    expect(sentBodies(fetchMock, SWIPE)).toEqual([
      { agentId: AGENT_ID, leadId: fixtureId('lead', 2), action: 'dismiss', ...ACTION_FIELDS },
    ]);

    server.leave(fixtureId('lead', 2));
    swipe.answer(Response.json({ swipeActionId: fixtureId('swipe', 2), lead: leads[1] }));
    expect(await toastWith('Lead Passed')).toHaveTextContent('This lead has been dismissed');
    expect(dailyAddresses()).toEqual(['1 Palm Ave', '3 Palm Ave']);
    expect(sentBodies(fetchMock, SWIPE)).toHaveLength(1);
    await vi.waitFor(() => expect(queryClient.getQueryState(FOLLOW_UP)?.isInvalidated).toBe(true));
  });

  it('puts the lead back in its place and says why when the swipe fails', async () => {
    const swipe = heldReply();
    // The list read after the failure never answers: what shows is the rollback alone.
    const reread = heldReply();
    let reads = 0;
    stubApi({
      [SAVED]: () => (++reads === 1 ? Response.json(leads) : reread.reply()),
      [SWIPE]: swipe.reply,
    });
    renderSaved();
    await screen.findByRole('heading', { name: ADDRESS });

    await userEvent.click(screen.getByRole('button', { name: `Move to Dismissed ${ADDRESS}` }));
    expect(dailyAddresses()).toEqual(['1 Palm Ave', '3 Palm Ave']);

    swipe.answer(apiError(409, { error: 'NOT_SAVED', message: 'This lead is not saved.' }));
    const toast = await toastWith('Error');
    expect(toast).toHaveTextContent('This lead is not saved.');
    expect(dailyAddresses()).toEqual(['1 Palm Ave', '2 Palm Ave', '3 Palm Ave']);
  });

  it('falls back to a fixed sentence when the server gives no reason', async () => {
    stubApi({
      [SAVED]: savedList().reply,
      [SWIPE]: new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    renderSaved();
    await userEvent.click(
      await screen.findByRole('button', { name: `Move to Dismissed ${ADDRESS}` }),
    );
    expect(await toastWith('Error')).toHaveTextContent('Failed to record swipe action');
    expect(await screen.findByRole('heading', { name: ADDRESS })).toBeVisible();
  });
});

describe('Remove from saved', () => {
  it('asks first, and keeps the lead when the agent changes their mind', async () => {
    const fetchMock = stubApi({ [SAVED]: savedList().reply });
    renderSaved();
    const remove = await screen.findByRole('button', { name: `Remove ${ADDRESS}` });
    await userEvent.click(remove);

    const dialog = screen.getByRole('alertdialog', { name: 'Remove this lead?' });
    expect(dialog).toHaveTextContent(`${ADDRESS} will leave your saved leads`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Lead' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(dailyAddresses()).toEqual(['1 Palm Ave', '2 Palm Ave', '3 Palm Ave']);
    expect(sentBodies(fetchMock, unsaveRoute(fixtureId('lead', 2)))).toEqual([]);
  });

  it('removes the lead once confirmed', async () => {
    const server = savedList();
    const fetchMock = stubApi({
      [SAVED]: server.reply,
      [unsaveRoute(fixtureId('lead', 2))]: () => {
        server.leave(fixtureId('lead', 2));
        return Response.json({ ...leads[1], status: 'removed' });
      },
    });
    renderSaved();
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${ADDRESS}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lead' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(dailyAddresses()).toEqual(['1 Palm Ave', '3 Palm Ave']);
    expect(await screen.findByText('2 saved leads')).toBeVisible();
    expect(sentBodies(fetchMock, unsaveRoute(fixtureId('lead', 2)))).toEqual([
      { agentId: AGENT_ID },
    ]);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Daily Leads 2' })).toHaveFocus(),
    );
  });

  it('brings the lead back with Remove Failed when the removal fails', async () => {
    stubApi({
      [SAVED]: savedList().reply,
      [unsaveRoute(fixtureId('lead', 2))]: apiError(500, {
        error: 'INTERNAL_ERROR',
        message: 'Boom.',
      }),
    });
    renderSaved();
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${ADDRESS}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lead' }));

    const toast = await toastWith('Remove Failed');
    expect(toast).toHaveTextContent('Could not remove lead. Please try again.');
    expect(dailyAddresses()).toEqual(['1 Palm Ave', '2 Palm Ave', '3 Palm Ave']);
  });
});
