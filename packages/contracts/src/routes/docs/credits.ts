// What the OpenAPI document says of each credits call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../credits';
import { documented } from './documented';

export const creditsDocs = documented(routes, {
  getCredits: {
    summary: "The agent's lead credits",
    tags: ['credits'],
  },
  getCreditTransactions: {
    summary: "The agent's 10 newest credit transactions, newest first",
    tags: ['credits'],
  },
});
