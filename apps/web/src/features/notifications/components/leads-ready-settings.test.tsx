import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { publicConfig, sentBodies, stubApi } from '@/test/api';
import { fakeSubscription, stubPush } from '@/test/push';
import { renderWithProviders } from '@/test/render';
import { LeadsReadySettings } from './leads-ready-settings';

const PUBLIC_KEY =
  'BDRNI1xT4tczvPtmQYbKtNhnlD7FLF7E2ba5RmwLS_pV67rG1ilb8FTHWjU6Xhc975LSpoLOx80wsegpBXpD0_0';
const PUSH_ON = {
  'GET /api/config': Response.json(publicConfig({ push: { publicKey: PUBLIC_KEY } })),
};
const SAVE = 'PUT /api/push-subscriptions';
const READ = 'POST /api/push-subscriptions/current';
const REMOVE = 'DELETE /api/push-subscriptions';
const settings = (changes = {}) => ({
  subscribed: true,
  time: '08:00',
  timeZone: 'America/Chicago',
  includeFollowUps: false,
  ...changes,
});
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const theSwitch = () => screen.findByRole('switch', { name: 'Tell me when my leads are ready' });

describe('LeadsReadySettings', () => {
  it('is not offered when the server has push off', async () => {
    stubPush();
    const fetchMock = stubApi();
    renderWithProviders(<LeadsReadySettings />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says why it cannot be turned on when the browser has no Push API', async () => {
    stubApi(PUSH_ON);
    renderWithProviders(<LeadsReadySettings />);
    expect(
      await screen.findByText(/^This browser can't receive notifications \(it has no web push\)/),
    ).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('on an iPhone in a Safari tab, says to add Porchlight to the Home Screen, with the steps', async () => {
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get');
    userAgent.mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    );
    try {
      stubApi(PUSH_ON);
      renderWithProviders(<LeadsReadySettings />);
      expect(
        await screen.findByText('Add Porchlight to your Home Screen to get notifications'),
      ).toBeVisible();
      const steps = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(steps.map((step) => step.textContent)).toEqual([
        expect.stringContaining('tap Share'),
        expect.stringContaining('Add to Home Screen'),
        expect.stringContaining('Open Porchlight from its icon on your Home Screen'),
      ]);
      expect(screen.queryByRole('switch')).toBeNull();
    } finally {
      userAgent.mockRestore();
    }
  });

  it('offers only the morning window, every quarter hour from 5:00 to 10:45 AM', async () => {
    stubPush();
    stubApi(PUSH_ON);
    renderWithProviders(<LeadsReadySettings />);
    await theSwitch();
    const options = within(screen.getByLabelText('Time')).getAllByRole('option');
    expect(options).toHaveLength(24);
    expect(options.map((o) => (o as HTMLOptionElement).value).slice(0, 2)).toEqual([
      '05:00',
      '05:15',
    ]);
    expect(options.at(-1)).toHaveTextContent('10:45 AM');
  });

  it('turned on: asks permission, subscribes with the server key, saves this device', async () => {
    const push = stubPush();
    const fetchMock = stubApi({
      ...PUSH_ON,
      [SAVE]: (body) =>
        Response.json(settings({ timeZone: (body as { timeZone: string }).timeZone })),
    });
    renderWithProviders(<LeadsReadySettings />, { toaster: true });
    const toggle = await theSwitch();
    expect(toggle).not.toBeChecked();
    expect(screen.getByLabelText('Time')).toHaveValue('08:00');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(push.requestPermission).toHaveBeenCalledOnce();
    const options = push.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Buffer.from(options?.applicationServerKey as Uint8Array).toString('base64url')).toBe(
      PUBLIC_KEY,
    );
    expect(sentBodies(fetchMock, SAVE)).toEqual([
      { ...push.made.toJSON(), time: '08:00', timeZone: zone, includeFollowUps: false },
    ]);
    expect(await screen.findByText('Notification On')).toBeVisible();
  });

  it('shows a device already on, saves a new time and turns off on the server and the browser', async () => {
    const held = fakeSubscription();
    stubPush({ permission: 'granted', held });
    const fetchMock = stubApi({
      ...PUSH_ON,
      [READ]: Response.json(settings({ time: '07:30', includeFollowUps: true })),
      [SAVE]: (body) => Response.json(settings(body as object)),
      [REMOVE]: new Response(null, { status: 204 }),
    });
    renderWithProviders(<LeadsReadySettings />);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sentBodies(fetchMock, READ)).toEqual([{ endpoint: held.endpoint }]);
    expect(screen.getByLabelText('Time')).toHaveValue('07:30');
    expect(screen.getByLabelText('Include follow-ups due today')).toBeChecked();

    await userEvent.click(screen.getByLabelText('Include follow-ups due today'));
    await waitFor(() => expect(sentBodies(fetchMock, SAVE)).toHaveLength(1));
    expect(sentBodies(fetchMock, SAVE)[0]).toMatchObject({
      time: '07:30',
      includeFollowUps: false,
    });

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sentBodies(fetchMock, REMOVE)).toEqual([{ endpoint: held.endpoint }]);
    expect(held.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says how to allow notifications the browser blocks', async () => {
    const push = stubPush({ answer: 'denied' });
    const fetchMock = stubApi(PUSH_ON);
    renderWithProviders(<LeadsReadySettings />);
    const toggle = await theSwitch();
    await userEvent.click(toggle);
    expect(await screen.findByText(/Notifications are blocked for Porchlight/)).toBeVisible();
    expect(screen.getByText(/set Notifications to Allow/)).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sentBodies(fetchMock, SAVE)).toEqual([]);
  });
});
