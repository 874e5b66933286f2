// What the OpenAPI document says of each Follow Up Boss call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../connections-follow-up-boss';
import { documented } from './documented';

export const connectionsFollowUpBossDocs = documented(routes, {
  getFollowUpBossConnection: {
    summary: "The agent's Follow Up Boss connection: the key's last four characters, never the key",
    tags: ['connections'],
  },
  connectFollowUpBoss: {
    summary: 'Checks a Follow Up Boss API key with one call and keeps it, encrypted',
    tags: ['connections'],
    errors: [
      'CONNECTIONS_NOT_CONFIGURED',
      'FOLLOW_UP_BOSS_KEY_REFUSED',
      'FOLLOW_UP_BOSS_UNAVAILABLE',
    ],
  },
  updateFollowUpBossSettings: {
    summary: 'Turns sending a lead to Follow Up Boss when it is marked Contacted on or off',
    tags: ['connections'],
    errors: ['FOLLOW_UP_BOSS_NOT_CONNECTED'],
  },
  disconnectFollowUpBoss: {
    summary: 'Forgets the Follow Up Boss API key',
    tags: ['connections'],
  },
  getFollowUpBossDelivery: {
    summary: "A lead's delivery to Follow Up Boss: none, queued, sent, ignored or failed",
    tags: ['connections'],
    errors: ['NOT_FOUND'],
  },
  sendLeadToFollowUpBoss: {
    summary: 'Sends a saved lead to Follow Up Boss, once: a second tap answers the first delivery',
    tags: ['connections'],
    errors: ['NOT_FOUND', 'FOLLOW_UP_BOSS_NOT_CONNECTED', 'FOLLOW_UP_BOSS_KEY_BROKEN'],
  },
});
