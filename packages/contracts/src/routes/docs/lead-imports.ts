// What the OpenAPI document says of each lead imports call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../lead-imports';
import { documented } from './documented';

export const leadImportsDocs = documented(routes, {
  uploadLeadImport: {
    summary:
      'Reads a CSV of leads and answers its columns, mapping and preview (nothing is imported)',
    tags: ['lead-imports'],
    errors: ['PAYLOAD_TOO_LARGE', 'IMPORT_REFUSED', 'RATE_LIMITED'],
  },
  getLeadImports: {
    summary: "The agent's latest imports and their progress, newest first",
    tags: ['lead-imports'],
  },
  getLeadImport: {
    summary: "One import's progress",
    tags: ['lead-imports'],
    errors: ['NOT_FOUND'],
  },
  mapLeadImport: {
    summary: 'Changes which column fills which field, and answers the preview again',
    tags: ['lead-imports'],
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  },
  startLeadImport: {
    summary: 'Imports the previewed rows in the background, to Saved or to Review in Today',
    tags: ['lead-imports'],
    errors: ['NOT_FOUND', 'CONFLICT', 'IMPORT_REFUSED'],
  },
  startImportFollowUp: {
    summary: 'Starts follow-up for every saved lead of an import that has not started it',
    tags: ['lead-imports'],
    errors: ['NOT_FOUND'],
  },
  startLeadFollowUp: {
    summary: 'Starts the follow-up of one saved lead that has not started it (an imported lead)',
    tags: ['lead-imports'],
    errors: ['NOT_FOUND', 'NOT_SAVED'],
  },
  getImportReview: {
    summary: 'How many imported leads wait for Review in Today',
    tags: ['lead-imports'],
  },
  offerImportReview: {
    summary: "Adds the next batch of imported leads to today's cards, once today's are all swiped",
    tags: ['lead-imports'],
    errors: ['CONFLICT'],
  },
});
