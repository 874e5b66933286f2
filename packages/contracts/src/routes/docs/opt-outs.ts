// What the OpenAPI document says of each opt outs call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../opt-outs';
import { documented } from './documented';

export const optOutsDocs = documented(routes, {
  optOutContact: {
    summary: "Marks a lead's contact as asked to stop: treated like DNC from now on",
    tags: ['opt-outs'],
    errors: ['NOT_FOUND', 'CONTACT_NOT_FOUND'],
  },
  getOptOuts: {
    summary: 'The opt-out log, newest first',
    tags: ['opt-outs'],
  },
  downloadOptOutsCsv: {
    summary: 'The opt-out log as CSV',
    tags: ['opt-outs'],
  },
});
