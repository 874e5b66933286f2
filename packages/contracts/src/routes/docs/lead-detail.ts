// What the OpenAPI document says of each lead detail call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../lead-detail';
import { documented } from './documented';

export const leadDetailDocs = documented(routes, {
  getLead: {
    summary: "One of the agent's leads, whole: what the Property Details dialog shows",
    tags: ['lead-detail'],
    errors: ['NOT_FOUND'],
  },
  updateContactStatus: {
    summary: 'Marks a lead contacted or blocked, or back to none',
    tags: ['lead-detail'],
    errors: ['NOT_FOUND'],
  },
  passContact: {
    summary: 'Passes one phone or email of a lead: hidden everywhere from then on',
    tags: ['lead-detail'],
    errors: ['NOT_FOUND', 'CONTACT_NOT_FOUND'],
  },
  updateCustomContact: {
    summary: "Saves the agent's own email and phone for a saved lead",
    tags: ['lead-detail'],
    errors: ['NOT_FOUND'],
  },
});
