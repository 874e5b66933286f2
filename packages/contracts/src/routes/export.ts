// The export calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const exportSavedLeads = defineRoute({
  method: 'POST',
  path: '/api/export/saved-leads',
  body: 'ExportRequest',
  answer: 'ExportResponse',
  errors: ['CONFLICT'],
  summary: 'Mails the agent a CSV of their saved leads',
  tags: ['export'],
});

export const downloadSavedLeadsCsv = defineRoute({
  method: 'GET',
  path: '/api/export/saved-leads.csv',
  answer: 'csv',
  summary: "Downloads the signed-in agent's saved leads as CSV",
  tags: ['export'],
});
