import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigateToProfile } from '@/lib/navigate-to-profile';
import { AGENT_ID, buildAgent, storeAgent } from '@/test/agent';
import { apiError, stubApi } from '@/test/api';
import { LEAD, leadWithContacts } from '@/test/lead-detail';
import { renderWithProviders } from '@/test/render';
import { newAgentWorkspace } from '@/test/workspace';
import DashboardRoute from './dashboard';

const AGENT_ROUTE = `GET /api/agents/${AGENT_ID}`;

describe('DashboardRoute', () => {
  it('welcomes a visitor without a stored agent', () => {
    const fetchMock = stubApi();
    renderWithProviders(<DashboardRoute />);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Porchlight' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets up the account from the server, then refreshes the stored agent', async () => {
    storeAgent(buildAgent({ name: 'Old Name' }));
    stubApi({
      ...newAgentWorkspace(AGENT_ID),
      [AGENT_ROUTE]: Response.json(buildAgent({ name: 'Maria Cruz' })),
    });
    renderWithProviders(<DashboardRoute initialTab="profile" />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Setting up your account...' }),
    ).toBeVisible();
    expect(await screen.findByText('Maria Cruz')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('currentAgent') ?? '{}').name).toBe('Maria Cruz');
  });

  it('sends the agent to sign-in when the session is gone', async () => {
    localStorage.setItem('agentId', AGENT_ID);
    storeAgent(buildAgent());
    stubApi({
      [AGENT_ROUTE]: apiError(401, {
        error: 'UNAUTHORIZED',
        message: 'Please sign in.',
      }),
    });
    const { location } = renderWithProviders(<DashboardRoute />, { path: '/dashboard' });

    await vi.waitFor(() => expect(location.history).toEqual(['/dashboard', '/login']));
    expect(localStorage.getItem('agentId')).toBeNull();
    expect(localStorage.getItem('currentAgent')).toBeNull();
  });

  it('offers a retry when the account cannot be loaded', async () => {
    storeAgent(buildAgent());
    stubApi({ [AGENT_ROUTE]: new Response('', { status: 502 }) });
    renderWithProviders(<DashboardRoute />);

    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(screen.getByText('Check your connection and try again.')).toBeVisible();
  });

  it('remembers the chosen tab across visits', async () => {
    storeAgent(buildAgent());
    stubApi({ ...newAgentWorkspace(AGENT_ID), [AGENT_ROUTE]: Response.json(buildAgent()) });
    const first = renderWithProviders(<DashboardRoute />);

    await userEvent.click(await screen.findByRole('tab', { name: 'Saved' }));

    // Each tab loads as its own chunk.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Saved Leads' }),
    ).toBeVisible();
    expect(localStorage.getItem('activeTab')).toBe('saved');
    first.unmount();

    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByRole('tab', { name: 'Saved' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('switches to the profile on navigate-to-profile', async () => {
    storeAgent(buildAgent());
    stubApi({
      ...newAgentWorkspace(AGENT_ID),
      [AGENT_ROUTE]: Response.json(buildAgent({ subscriptionStatus: 'paused' })),
    });
    renderWithProviders(<DashboardRoute />);
    await screen.findByRole('tablist');

    act(() => navigateToProfile());

    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    // The stored agent is active: "Starter Trial" comes with the server's answer (paused), which
    // may land after the switch on a busy machine, so the test waits for it.
    expect(await screen.findByText('Starter Trial')).toBeVisible();
    expect(screen.getByText('maria@example.com')).toBeVisible();
  });

  it('opens on the profile tab at /profile', async () => {
    storeAgent(buildAgent());
    stubApi({ ...newAgentWorkspace(AGENT_ID), [AGENT_ROUTE]: Response.json(buildAgent()) });
    localStorage.setItem('activeTab', 'criteria');

    renderWithProviders(<DashboardRoute initialTab="profile" />, { path: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getByText('Pro Plan')).toBeVisible();
    expect(localStorage.getItem('activeTab')).toBe('profile');
  });

  it('opens the lead a calendar event links to, /dashboard?lead=<id>, and then forgets it', async () => {
    const lead = leadWithContacts();
    window.history.replaceState(null, '', `/dashboard?lead=${lead.id}`);
    storeAgent(buildAgent());
    stubApi({
      ...newAgentWorkspace(AGENT_ID),
      [AGENT_ROUTE]: Response.json(buildAgent()),
      [LEAD]: Response.json(lead),
    });
    renderWithProviders(<DashboardRoute />, { path: '/dashboard' });

    const dialog = await screen.findByRole('dialog', { name: lead.address });
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});
