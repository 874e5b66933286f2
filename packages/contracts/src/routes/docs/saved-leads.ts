// What the OpenAPI document says of each saved leads call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../saved-leads';
import { documented } from './documented';

export const savedLeadsDocs = documented(routes, {
  getSavedLeads: {
    summary: "The agent's saved leads as the list shows them, newest first",
    tags: ['saved-leads'],
  },
  getDismissedLeads: {
    summary: "The agent's dismissed leads as the list shows them, newest first",
    tags: ['saved-leads'],
  },
  unsaveLead: {
    summary: 'Removes a lead from saved and follow-up for good',
    tags: ['saved-leads'],
    errors: ['NOT_FOUND', 'NOT_SAVED'],
  },
});
