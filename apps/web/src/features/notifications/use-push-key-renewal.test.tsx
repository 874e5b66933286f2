import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfig, sentBodies, stubApi } from '@/test/api';
import { fakeSubscription, stubPush } from '@/test/push';
import { renderWithProviders } from '@/test/render';
import { usePushKeyRenewal } from './use-push-key-renewal';

// Two VAPID public keys: the server's now, and the one it had when this browser subscribed.
const NEW_KEY =
  'BDRNI1xT4tczvPtmQYbKtNhnlD7FLF7E2ba5RmwLS_pV67rG1ilb8FTHWjU6Xhc975LSpoLOx80wsegpBXpD0_0';
const OLD_KEY =
  'BL4aMCHfbDXZ49ejQlrh4RDi_K-dmUh-9dDua9eZNVdtxKCvQI2xyNCUna-7r4o5d2wjPOblDIFcor_w1L0K7xw';
const READ = 'POST /api/push-subscriptions/current';
const SAVE = 'PUT /api/push-subscriptions';
const REMOVE = 'DELETE /api/push-subscriptions';
const OLD_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/made-with-the-old-key';
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function AppStart() {
  usePushKeyRenewal();
  return null;
}

const api = () =>
  stubApi({
    'GET /api/config': Response.json(publicConfig({ push: { publicKey: NEW_KEY } })),
    [READ]: Response.json({
      subscribed: true,
      time: '06:45',
      timeZone: 'America/Chicago',
      includeFollowUps: true,
    }),
    [SAVE]: (body) => Response.json({ subscribed: true, ...(body as object) }),
    [REMOVE]: new Response(null, { status: 204 }),
  });

describe('the push key check as the app starts', () => {
  it('subscribes again when the server’s key changed, and moves the settings to the new one', async () => {
    const held = fakeSubscription(OLD_ENDPOINT, OLD_KEY);
    const push = stubPush({ permission: 'granted', held });
    const fetchMock = api();
    renderWithProviders(<AppStart />);
    await waitFor(() => expect(sentBodies(fetchMock, REMOVE)).toHaveLength(1));
    expect(held.unsubscribe).toHaveBeenCalledOnce();
    const options = push.pushManager.subscribe.mock.calls[0]?.[0];
    expect(Buffer.from(options?.applicationServerKey as Uint8Array).toString('base64url')).toBe(
      NEW_KEY,
    );
    expect(sentBodies(fetchMock, READ)).toEqual([{ endpoint: OLD_ENDPOINT }]);
    expect(sentBodies(fetchMock, SAVE)).toEqual([
      { ...push.made.toJSON(), time: '06:45', includeFollowUps: true, timeZone: zone },
    ]);
    expect(sentBodies(fetchMock, REMOVE)).toEqual([{ endpoint: OLD_ENDPOINT }]);
  });

  it('leaves a subscription made with the server’s key alone', async () => {
    const held = fakeSubscription(OLD_ENDPOINT, NEW_KEY);
    const push = stubPush({ permission: 'granted', held });
    const fetchMock = api();
    const { queryClient } = renderWithProviders(<AppStart />);
    // The check has answered: nothing to renew.
    await waitFor(() =>
      expect(queryClient.getQueryData(['push-key-renewal', NEW_KEY])).toBe(false),
    );
    expect(held.unsubscribe).not.toHaveBeenCalled();
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sentBodies(fetchMock, SAVE)).toEqual([]);
  });
});
