// The morning notification's calls (docs/architecture.md "Routes"). Each names this device by its
// push endpoint in the body, never in the address: an endpoint is a capability, kept out of logs.
import { defineRoute } from './define-route';

export const savePushSubscription = defineRoute({
  method: 'PUT',
  path: '/api/push-subscriptions',
  body: 'SavePushSubscriptionRequest',
  answer: 'PushSettings',
});

export const removePushSubscription = defineRoute({
  method: 'DELETE',
  path: '/api/push-subscriptions',
  status: 204,
  body: 'PushEndpointRequest',
  answer: null,
});

export const getPushSettings = defineRoute({
  method: 'POST',
  path: '/api/push-subscriptions/current',
  body: 'PushEndpointRequest',
  answer: 'PushSettings',
});
