// What the OpenAPI document says of each scripts call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../scripts';
import { documented } from './documented';

export const scriptsDocs = documented(routes, {
  getOutboundScripts: {
    summary: 'The six outbound scripts (defaults where never saved)',
    tags: ['scripts'],
  },
  saveOutboundScripts: {
    summary: 'Saves outbound scripts for the days given',
    tags: ['scripts'],
  },
  getMailerScripts: {
    summary: 'The six mailer follow-up scripts (defaults where never saved)',
    tags: ['scripts'],
  },
  saveMailerScripts: {
    summary: 'Saves mailer follow-up scripts for the days given',
    tags: ['scripts'],
  },
});
