// What the OpenAPI document says of each export call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../export';
import { documented } from './documented';

export const exportDocs = documented(routes, {
  exportSavedLeads: {
    summary: 'Mails the agent a CSV of their saved leads',
    tags: ['export'],
    errors: ['CONFLICT'],
  },
  downloadSavedLeadsCsv: {
    summary: "Downloads the signed-in agent's saved leads as CSV",
    tags: ['export'],
  },
});
