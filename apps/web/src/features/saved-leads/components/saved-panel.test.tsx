import * as routes from '@porchlight/contracts/routes';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { agentKey } from '@/lib/route-query';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { fixtureId } from '@/test/lead-fixture';
import {
  AGENT_ID,
  cardOf,
  EXPORT,
  heldReply,
  renderSaved,
  SAVED,
  savedLead,
  toastWith,
} from '@/test/saved-leads';

const daily = savedLead(1, 0.5, { leadTypes: ['High Equity', 'Vacant', 'Tax Default'] });
const purchased = savedLead(2, 5, { source: 'bulk', contactStatus: 'contacted' });
const blocked = savedLead(3, 50, { contactStatus: 'blocked', leadTypes: ['Off Market'] });

describe('SavedPanel', () => {
  it('splits the saved leads into Daily and Purchased groups, both open', async () => {
    stubApi({ [SAVED]: Response.json([daily, purchased, blocked]) });
    renderSaved();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Saved Leads' })).toBeVisible();
    expect(screen.getByText('Loading your saved leads...')).toBeInTheDocument();

    expect(await screen.findByText('3 saved leads')).toBeVisible();
    const dailyGroup = screen.getByRole('region', { name: 'Daily Leads' });
    const purchasedGroup = screen.getByRole('region', { name: 'Purchased Leads' });
    const addresses = (group: HTMLElement) =>
      within(group)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(addresses(dailyGroup)).toEqual(['1 Palm Ave', '3 Palm Ave']);
    expect(addresses(purchasedGroup)).toEqual(['2 Palm Ave']);
    expect(screen.getByRole('button', { name: 'Daily Leads 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Purchased Leads 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('ages each lead by the server\'s clock, not the phone\'s (docs/offline.md "One clock")', async () => {
    // The phone's clock is three hours behind the server's, which delivered the lead at its 9:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    const lead = savedLead(1, 0, { createdAt: '2026-11-23T09:00:00Z' });
    const serverDate = new Date('2026-11-23T12:00:00Z').toUTCString();
    stubApi({ [SAVED]: Response.json([lead], { headers: { date: serverDate } }) });
    renderSaved();

    await screen.findByRole('heading', { name: '1 Palm Ave' });
    expect(within(cardOf('1 Palm Ave')).getByText('3h ago')).toBeVisible();
  });

  it('folds a group away and opens it again', async () => {
    stubApi({ [SAVED]: Response.json([daily, purchased]) });
    renderSaved();
    const toggle = await screen.findByRole('button', { name: 'Daily Leads 1' });
    const controlled = toggle.getAttribute('aria-controls');
    expect(document.getElementById(controlled ?? '')).toContainElement(cardOf('1 Palm Ave'));

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: '1 Palm Ave' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 Palm Ave' })).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: '1 Palm Ave' })).toBeVisible();
  });

  it('shows two lead types then "+N more", the city and the age of each lead', async () => {
    stubApi({ [SAVED]: Response.json([daily, purchased, blocked]) });
    renderSaved();
    await screen.findByRole('heading', { name: '1 Palm Ave' });
    const first = within(cardOf('1 Palm Ave'));
    const tags = within(first.getByRole('list', { name: 'Lead types' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['High Equity', 'Vacant', '+1 more']);
    expect(first.getByText('Miami, FL 33101')).toBeVisible();
    expect(first.getByText('Just now')).toBeVisible();
    expect(within(cardOf('2 Palm Ave')).getByText('5h ago')).toBeVisible();
    expect(within(cardOf('3 Palm Ave')).getByText('2d ago')).toBeVisible();
    // Off Market shows only when the lead has no other type.
    expect(within(cardOf('3 Palm Ave')).getByText('Off Market')).toBeVisible();
  });

  it('badges a purchased lead and marks contacted and blocked leads', async () => {
    stubApi({ [SAVED]: Response.json([daily, purchased, blocked]) });
    renderSaved();
    const bought = within(await screen.findByRole('region', { name: 'Purchased Leads' }));
    expect(bought.getByText('Purchased')).toBeVisible();
    expect(bought.getByText('Contacted')).toHaveClass('sr-only');
    expect(within(cardOf('3 Palm Ave')).getByText('Blocked')).toHaveClass('sr-only');
    const plain = within(cardOf('1 Palm Ave'));
    for (const text of ['Purchased', 'Contacted', 'Blocked'])
      expect(plain.queryByText(text)).not.toBeInTheDocument();
  });

  it('opens a lead from its address', async () => {
    stubApi({ [SAVED]: Response.json([daily]) });
    const { onOpenLead } = renderSaved();
    await userEvent.click(await screen.findByRole('button', { name: '1 Palm Ave' }));
    expect(onOpenLead).toHaveBeenCalledWith(fixtureId('lead'));
  });

  it('counts a single lead in the singular and renders the follow-up, summary and bulk slots', async () => {
    stubApi({ [SAVED]: Response.json([daily]) });
    renderSaved({
      followUp: <p>Follow-up dashboard</p>,
      summary: <p>Follow-up Summary</p>,
      bulkPurchase: <p>Buy Bulk Leads entry</p>,
    });
    expect(screen.getByText('Follow-up dashboard')).toBeVisible();
    expect(await screen.findByText('1 saved lead')).toBeVisible();
    expect(screen.getByText('Follow-up Summary')).toBeVisible();
    expect(
      screen
        .getByRole('button', { name: 'Export Leads' })
        .compareDocumentPosition(screen.getByText('Buy Bulk Leads entry')),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('invites the agent to Today\u2019s leads when nothing is saved, with export off', async () => {
    stubApi({ [SAVED]: Response.json([]) });
    const { onGoToToday, onViewDismissed } = renderSaved();
    expect(await screen.findByRole('heading', { name: 'No saved leads yet' })).toBeVisible();
    expect(screen.getByText(/Swipe right on Today's leads/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export Leads' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Daily Leads' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "Go to Today's Leads" }));
    expect(onGoToToday).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'View Dismissed Leads' }));
    expect(onViewDismissed).toHaveBeenCalledOnce();
  });

  it('says when the list cannot load, and tries again', async () => {
    let fail = true;
    stubApi({
      [SAVED]: () =>
        fail
          ? apiError(500, { error: 'INTERNAL_ERROR', message: 'The database is asleep.' })
          : Response.json([daily]),
    });
    renderSaved();
    expect(await screen.findByText('We could not load your saved leads.')).toBeVisible();
    expect(screen.getByText('The database is asleep.')).toBeVisible();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: '1 Palm Ave' })).toBeVisible();
  });

  it('reads the list again on every visit and when the window regains focus', async () => {
    let leads = [daily];
    const fetchMock = stubApi({ [SAVED]: () => Response.json(leads) });
    const reads = () => fetchMock.mock.calls.filter(([url]) => url === `/api/saved/${AGENT_ID}`);
    const { unmount, queryClient } = renderSaved();
    expect(await screen.findByText('1 saved lead')).toBeVisible();

    leads = [daily, purchased];
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('2 saved leads')).toBeVisible();
    expect(reads()).toHaveLength(2);

    unmount();
    expect(queryClient.getQueryData(agentKey(routes.getSavedLeads, AGENT_ID))).toHaveLength(2);
    renderSaved();
    await screen.findByText('2 saved leads');
    await vi.waitFor(() => expect(reads()).toHaveLength(3));
  });
});

describe('SavedPanel export', () => {
  it('emails the saved leads and says how many', async () => {
    const exported = heldReply();
    const fetchMock = stubApi({
      [SAVED]: Response.json([daily, purchased]),
      [EXPORT]: exported.reply,
    });
    renderSaved();
    await userEvent.click(await screen.findByRole('button', { name: 'Export Leads' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();

    exported.answer(Response.json({ leadCount: 2 }));
    const toast = await toastWith('Export Started');
    expect(toast).toHaveTextContent("We're emailing a CSV of your 2 saved leads to you.");
    expect(sentBodies(fetchMock, EXPORT)).toEqual([{ agentId: AGENT_ID }]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/export/saved-leads.csv',
    );
  });

  it('tells the server\u2019s reason when the export fails, else a fallback', async () => {
    let reply = apiError(409, {
      error: 'CONFLICT',
      message: 'There are no saved leads to export yet.',
    });
    stubApi({ [SAVED]: Response.json([daily]), [EXPORT]: () => reply });
    renderSaved();
    const exportButton = await screen.findByRole('button', { name: 'Export Leads' });
    await userEvent.click(exportButton);
    expect(await toastWith('Export Failed')).toHaveTextContent(
      'There are no saved leads to export yet.',
    );

    reply = new Response('Bad gateway', { status: 502 });
    await userEvent.click(exportButton);
    await vi.waitFor(async () =>
      expect(await toastWith('Export Failed')).toHaveTextContent(
        'Could not export leads. Please try again.',
      ),
    );
  });
});
