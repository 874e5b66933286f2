// What the OpenAPI document says of each health call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../health';
import { documented } from './documented';

export const healthDocs = documented(routes, {
  getHealth: {
    summary: 'Liveness and database check',
    tags: ['system'],
    errors: ['DATABASE_UNAVAILABLE'],
  },
});
