import type { Lead } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentKey } from '@/lib/route-query';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { fixtureId } from '@/test/lead-fixture';
import { ACTION_FIELDS } from '@/test/offline';
import {
  AGENT_ID,
  cardOf,
  DISMISSED,
  heldReply,
  renderDismissed,
  SWIPE,
  savedLead,
  toastWith,
} from '@/test/saved-leads';

const passed = [
  savedLead(4, 3, { status: 'dismissed' }),
  savedLead(5, 30, { status: 'dismissed' }),
];

describe('DismissedPanel', () => {
  it('lists the dismissed leads with their age, and goes back to saved', async () => {
    stubApi({ [DISMISSED]: Response.json(passed) });
    const { onBackToSaved, onOpenLead } = renderDismissed();
    expect(screen.getByRole('heading', { level: 1, name: 'Dismissed Leads' })).toBeVisible();
    expect(screen.getByText('Loading your dismissed leads...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 2, name: '4 Palm Ave' })).toBeVisible();
    expect(within(cardOf('4 Palm Ave')).getByText('3h ago')).toBeVisible();
    expect(within(cardOf('5 Palm Ave')).getByText('1d ago')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '5 Palm Ave' }));
    expect(onOpenLead).toHaveBeenCalledWith(fixtureId('lead', 5));
    await userEvent.click(screen.getByRole('button', { name: 'Back to Saved' }));
    expect(onBackToSaved).toHaveBeenCalledOnce();
  });

  it('moves a lead back to saved with a save swipe; it leaves the list', async () => {
    let server: Lead[] = passed;
    const swipe = heldReply();
    const fetchMock = stubApi({ [DISMISSED]: () => Response.json(server), [SWIPE]: swipe.reply });
    const { queryClient } = renderDismissed();
    const followUp = agentKey(routes.getFollowUpDashboard, AGENT_ID);
    queryClient.setQueryData(agentKey(routes.getSavedLeads, AGENT_ID), []);
    queryClient.setQueryData(followUp, []);
    const move = await screen.findByRole('button', { name: 'Move to Saved 4 Palm Ave' });
    await userEvent.click(move);

    expect(move).toBeDisabled();
    expect(move).toHaveTextContent('Moving...');
    expect(sentBodies(fetchMock, SWIPE)).toEqual([
      { agentId: AGENT_ID, leadId: fixtureId('lead', 4), action: 'save', ...ACTION_FIELDS },
    ]);

    server = passed.slice(1);
    swipe.answer(Response.json({ swipeActionId: fixtureId('swipe', 4), lead: passed[0] }));
    expect(await toastWith('Lead Saved')).toHaveTextContent(
      'This lead has been added to your saved list',
    );
    expect(screen.queryByRole('heading', { name: '4 Palm Ave' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '5 Palm Ave' })).toBeVisible();
    expect(queryClient.getQueryState(agentKey(routes.getSavedLeads, AGENT_ID))?.isInvalidated).toBe(
      true,
    );
    expect(queryClient.getQueryState(followUp)?.isInvalidated).toBe(true);
  });

  it('keeps the lead and toasts Save Failed when the save fails', async () => {
    stubApi({
      [DISMISSED]: Response.json(passed),
      [SWIPE]: apiError(500, { error: 'INTERNAL_ERROR', message: 'Boom.' }),
    });
    renderDismissed();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Saved 4 Palm Ave' }));

    expect(await toastWith('Save Failed')).toHaveTextContent(
      'Could not save lead. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Move to Saved 4 Palm Ave' })).toBeEnabled();
  });

  it('says so when nothing is dismissed', async () => {
    stubApi({ [DISMISSED]: Response.json([]) });
    renderDismissed();
    expect(await screen.findByRole('heading', { name: 'No dismissed leads' })).toBeVisible();
    expect(screen.getByText(/you can move any of them back/)).toBeVisible();
  });

  it('says when the list cannot load, and tries again', async () => {
    let fail = true;
    stubApi({
      [DISMISSED]: () =>
        fail ? new Response('', { status: 502, statusText: 'Bad Gateway' }) : Response.json(passed),
    });
    renderDismissed();
    expect(await screen.findByText('We could not load your dismissed leads.')).toBeVisible();
    expect(screen.getByText('Check your connection and try again.')).toBeVisible();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: '4 Palm Ave' })).toBeVisible();
  });
});
