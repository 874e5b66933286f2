// The export calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const exportSavedLeads = defineRoute({
  method: 'POST',
  path: '/api/export/saved-leads',
  body: 'ExportRequest',
  answer: 'ExportResponse',
});

export const downloadSavedLeadsCsv = defineRoute({
  method: 'GET',
  path: '/api/export/saved-leads.csv',
  answer: 'csv',
});
