// What the OpenAPI document says of each notifications call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../notifications';
import { documented } from './documented';

export const notificationsDocs = documented(routes, {
  savePushSubscription: {
    summary:
      "Turns on this device's morning notification, or changes its time and follow-ups (an endpoint another account held moves to this one)",
    tags: ['notifications'],
  },
  removePushSubscription: {
    summary: "Turns off this device's morning notification",
    tags: ['notifications'],
  },
  getPushSettings: {
    summary: "This device's morning notification settings, read by its endpoint",
    tags: ['notifications'],
  },
});
