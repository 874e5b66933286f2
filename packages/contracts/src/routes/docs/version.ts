// What the OpenAPI document says of each version call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../version';
import { documented } from './documented';

export const versionDocs = documented(routes, {
  getVersion: {
    summary: 'The app version the server runs',
    tags: ['system'],
  },
});
