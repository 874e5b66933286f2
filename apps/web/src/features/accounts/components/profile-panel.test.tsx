import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAgent, storeAgent } from '@/test/agent';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { creditsAnswer, creditsRoute } from '@/test/credits';
import { renderWithProviders } from '@/test/render';
import { streakAnswer, streakRoute } from '@/test/streaks';
import { ProfilePanel } from './profile-panel';

const AGENT_ID = '7d0e4f8a-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const agent = buildAgent({ id: AGENT_ID, brokerageName: 'Sunrise Realty' });
const MAILER = `PUT /api/agents/${AGENT_ID}/mailer-settings`;

/** The server as the profile meets it: the Account Overview reads the credits and the streak. */
function stubProfileApi(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [creditsRoute(AGENT_ID)]: creditsAnswer(25),
    [streakRoute(AGENT_ID)]: streakAnswer(),
    ...routes,
  });
}

function renderProfile() {
  return renderWithProviders(<ProfilePanel agent={agent} />, { path: '/profile', toaster: true });
}

async function save() {
  await userEvent.click(screen.getByRole('button', { name: 'Save Mailer Settings' }));
}

async function fillReturnAddress(
  parts: Partial<Record<'street' | 'city' | 'state' | 'zip', string>>,
) {
  const labels = { street: 'Street', city: 'City', state: 'State', zip: 'ZIP' } as const;
  for (const [part, value] of Object.entries(parts) as [keyof typeof labels, string][]) {
    await userEvent.type(screen.getByLabelText(labels[part]), value);
  }
}

async function changePassword(current: string, next: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

/** The Account Overview's value for `term` ("Plan", "Subscription"). */
function overview(term: string): string {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('ProfilePanel, Account Overview', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderAt(now: string, overrides: Parameters<typeof buildAgent>[0]) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    stubProfileApi({
      [creditsRoute(AGENT_ID)]: creditsAnswer(1250),
      [streakRoute(AGENT_ID)]: streakAnswer({ currentStreak: 3, daysThisWeek: 2 }),
    });
    renderWithProviders(<ProfilePanel agent={buildAgent({ id: AGENT_ID, ...overrides })} />);
  }

  it.each([
    ['2025-03-10T12:00:00Z', '7 days left'],
    ['2025-03-12T18:00:00Z', '5 days left'],
    ['2025-03-16T11:59:59Z', '2 days left'],
    ['2025-03-16T12:00:00Z', 'Last day'],
    ['2025-03-17T11:59:00Z', 'Last day'],
  ])('reads Starter Trial with the days left while trialing (at %s: %s)', (now, left) => {
    renderAt(now, { subscriptionStatus: 'trialing', trialEndsAt: '2025-03-17T12:00:00.000Z' });

    expect(overview('Subscription')).toBe(`Starter Trial · ${left}`);
    expect(overview('Plan')).toBe('Pro Plan');
  });

  it('names the premium plan by its name, trialing or paid', () => {
    renderAt('2025-03-12T18:00:00Z', {
      subscriptionPlan: 'premium',
      subscriptionStatus: 'trialing',
      trialEndsAt: '2025-03-17T12:00:00.000Z',
    });
    expect(overview('Plan')).toBe('Premium Plan');
    expect(overview('Subscription')).toBe('Starter Trial · 5 days left');
  });

  it('reads a paid week as Active beside the plan', () => {
    renderAt('2025-03-12T18:00:00Z', { subscriptionPlan: 'premium', subscriptionStatus: 'active' });
    expect(overview('Plan')).toBe('Premium Plan');
    expect(overview('Subscription')).toBe('Active');
  });

  it("lists the agent's lead credits as the server counts them", async () => {
    renderAt('2025-03-12T18:00:00Z', {});
    expect(await screen.findByText('1,250', { selector: 'dd' })).toBeTruthy();
  });

  it('lists the week streak and this week\u2019s streak progress', async () => {
    renderAt('2025-03-12T18:00:00Z', {});
    expect(await screen.findByText('3 weeks', { selector: 'dd' })).toBeTruthy();
    expect(overview('Week Streak')).toBe('3 weeks');
    expect(overview('Streak Progress')).toBe('2 of 5 days this week');
  });

  it('says when the streak cannot be read', async () => {
    stubProfileApi({ [streakRoute(AGENT_ID)]: new Response('Bad Gateway', { status: 502 }) });
    renderProfile();
    expect(overview('Week Streak')).toBe('…');
    expect(await screen.findAllByText('Unavailable', { selector: 'dd' })).toHaveLength(2);
  });

  it('reads anything else as Starter Trial, without days', () => {
    renderAt('2025-03-12T18:00:00Z', { subscriptionStatus: 'paused' });
    expect(overview('Subscription')).toBe('Starter Trial');
    expect(overview('Plan')).toBe('Pro Plan');
  });
});

describe('ProfilePanel, mailer settings', () => {
  it('rejects a photo address that is not http(s), in the schema’s words', async () => {
    const fetchMock = stubProfileApi();
    renderProfile();

    await userEvent.type(screen.getByLabelText('Agent Photo URL'), 'ftp://me.jpg');
    await save();

    expect(screen.getByLabelText('Agent Photo URL')).toHaveAccessibleDescription(
      'Agent photo URL must be an http or https address',
    );
    expect(sentBodies(fetchMock, MAILER)).toEqual([]);
  });

  it('saves the return address as street, city, state and ZIP, empty fields as not set', async () => {
    const parts = { street: '1 Main St', city: 'Miami', state: 'FL', zip: '33131' };
    const saved = {
      ...agent,
      returnAddress: '1 Main St, Miami, FL 33131',
      returnAddressParts: parts,
    };
    const fetchMock = stubProfileApi({ [MAILER]: Response.json(saved) });
    renderProfile();

    await fillReturnAddress({ street: '1 Main St', city: 'Miami', state: 'fl', zip: '33131' });
    await save();

    expect(await screen.findByText('Mailer Settings Saved')).toBeVisible();
    expect(sentBodies(fetchMock, MAILER)).toEqual([
      {
        returnAddress: null,
        returnAddressParts: parts,
        brokerageName: 'Sunrise Realty',
        agentPhotoUrl: null,
        brokeragePhotoUrl: null,
      },
    ]);
    expect(JSON.parse(localStorage.getItem('currentAgent') ?? '{}')).toEqual(saved);
    expect(screen.getByLabelText('State')).toHaveValue('FL');
  });

  it('names the part missing, a state that is not one and a ZIP that is not one, under each field', async () => {
    const fetchMock = stubProfileApi();
    renderProfile();

    await fillReturnAddress({ street: '1 Main St', state: 'ZZ', zip: '3313' });
    await save();

    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription(
      'State must be a two-letter US state code, like FL',
    );
    expect(screen.getByLabelText('ZIP')).toHaveAccessibleDescription(
      'ZIP must be 5 digits, or ZIP+4 like 33131-1234',
    );
    expect(screen.getByLabelText('Street')).not.toHaveAccessibleDescription();
    expect(sentBodies(fetchMock, MAILER)).toEqual([]);
  });

  it("shows the server's message for a part under that part", async () => {
    const message = 'ZIP must be 5 digits, or ZIP+4 like 33131-1234';
    stubProfileApi({
      [MAILER]: apiError(400, {
        error: 'VALIDATION_ERROR',
        message,
        field: 'returnAddressParts.zip',
        fields: { 'returnAddressParts.zip': message },
      }),
    });
    renderProfile();

    await fillReturnAddress({ street: '1 Main St', city: 'Miami', state: 'FL', zip: '33131' });
    await save();

    expect(await screen.findByText('Error')).toBeVisible();
    expect(screen.getByLabelText('ZIP')).toHaveAccessibleDescription(message);
  });

  it('keeps a one-line return address from before, and asks for it in its parts', async () => {
    const legacy = buildAgent({ id: AGENT_ID, returnAddress: '1 Main St, Miami, FL 33131' });
    const fetchMock = stubProfileApi({ [MAILER]: Response.json(legacy) });
    renderWithProviders(<ProfilePanel agent={legacy} />, { path: '/profile', toaster: true });

    expect(screen.getByText(/Saved as one line: “1 Main St, Miami, FL 33131”/)).toBeVisible();
    expect(screen.getByLabelText('Street')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Brokerage Name'), 'Sunrise Realty');
    await save();

    expect(await screen.findByText('Mailer Settings Saved')).toBeVisible();
    expect(sentBodies(fetchMock, MAILER)).toEqual([
      {
        returnAddress: '1 Main St, Miami, FL 33131',
        returnAddressParts: null,
        brokerageName: 'Sunrise Realty',
        agentPhotoUrl: null,
        brokeragePhotoUrl: null,
      },
    ]);
  });

  it("toasts 'Error' with the server's message, or its own fallback", async () => {
    stubProfileApi({ [MAILER]: new Response('', { status: 500 }) });
    renderProfile();

    await save();

    expect(await screen.findByText('Failed to update mailer settings')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Mailer Settings' })).toBeEnabled();
  });
});

describe('ProfilePanel, change password', () => {
  it('asks for both fields, then for 8 characters', async () => {
    stubProfileApi();
    renderProfile();

    await changePassword('', '');
    expect(screen.getAllByText('Please fill in both password fields')).toHaveLength(2);

    await changePassword('old-secret', 'short');
    expect(screen.queryByText('Please fill in both password fields')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'New password must be at least 8 characters',
    );
  });

  it('shows a wrong current password under the field and in a toast', async () => {
    const message = 'Your current password is incorrect.';
    stubProfileApi({
      'POST /api/change-password': apiError(400, {
        error: 'WRONG_PASSWORD',
        message,
        field: 'currentPassword',
      }),
    });
    renderProfile();

    await changePassword('old-secret', 'Brighter2025$');

    expect(await screen.findByText('Error')).toBeVisible();
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(message);
  });

  it("says 'Password Changed' and empties the form", async () => {
    const fetchMock = stubProfileApi({
      'POST /api/change-password': Response.json({ message: 'Password changed.' }),
    });
    renderProfile();

    await changePassword('old-secret', 'Brighter2025$');

    expect(await screen.findByText('Password Changed')).toBeVisible();
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(sentBodies(fetchMock, 'POST /api/change-password')).toEqual([
      { agentId: AGENT_ID, currentPassword: 'old-secret', newPassword: 'Brighter2025$' },
    ]);
  });
});

describe('ProfilePanel, its slots', () => {
  it('opens with the referral link, and keeps the rest in the documented order', () => {
    stubProfileApi();
    renderWithProviders(
      <ProfilePanel
        agent={agent}
        referralLink={<p>Referral Link card</p>}
        inviteByEmail={<p>Send Email Invitation</p>}
        referrals={<p>Your Referrals</p>}
        subscription={<p>Subscription card</p>}
        streak={<p>Streak card</p>}
        leadWallet={<p>Lead Wallet card</p>}
        recentActivity={<p>Recent Activity list</p>}
        followUpSettings={<p>Follow-up settings</p>}
      />,
    );

    const order = [
      screen.getByRole('heading', { level: 1, name: 'Profile' }),
      screen.getByText('Referral Link card'),
      screen.getByText('Send Email Invitation'),
      screen.getByText('Your Referrals'),
      screen.getByRole('heading', { name: 'Account Overview' }),
      screen.getByText('Subscription card'),
      screen.getByText('Streak card'),
      screen.getByRole('button', { name: 'Save Mailer Settings' }),
      screen.getByText('Lead Wallet card'),
      screen.getByText('Recent Activity list'),
      screen.getByText('Follow-up settings'),
      screen.getByRole('button', { name: 'Change Password' }),
    ];
    order.slice(1).forEach((node, i) => {
      expect(order[i]?.compareDocumentPosition(node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
  });
});

describe('ProfilePanel, logout', () => {
  it('ends the session on the server and in the browser, then shows sign-in', async () => {
    localStorage.setItem('agentId', AGENT_ID);
    storeAgent(agent);
    const fetchMock = stubProfileApi({ 'POST /api/logout': new Response(null, { status: 204 }) });
    const { location, queryClient } = renderProfile();
    queryClient.setQueryData(['/api/agents', AGENT_ID], agent);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await vi.waitFor(() => expect(location.history).toEqual(['/profile', '/login']));
    expect(sentBodies(fetchMock, 'POST /api/logout')).toHaveLength(1);
    expect(localStorage.getItem('agentId')).toBeNull();
    expect(localStorage.getItem('currentAgent')).toBeNull();
    expect(queryClient.getQueryData(['/api/agents', AGENT_ID])).toBeUndefined();
  });
});
