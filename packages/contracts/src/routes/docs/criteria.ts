// What the OpenAPI document says of each criteria call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../criteria';
import { documented } from './documented';

export const criteriaDocs = documented(routes, {
  getCriteria: {
    summary: "The agent's lead criteria (empty arrays when never saved)",
    tags: ['criteria'],
  },
  saveCriteria: {
    summary: 'Save the lead criteria; resets the lead cursor and the cached count',
    tags: ['criteria'],
  },
});
