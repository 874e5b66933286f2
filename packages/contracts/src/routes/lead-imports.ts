// The lead-import calls (docs/imports.md).
import { defineRoute } from './define-route';

export const uploadLeadImport = defineRoute({
  method: 'POST',
  path: '/api/lead-imports/:agentId',
  status: 201,
  params: 'AgentIdParams',
  body: 'LeadImportUpload',
  answer: 'LeadImportPreview',
  errors: ['PAYLOAD_TOO_LARGE', 'IMPORT_REFUSED', 'RATE_LIMITED'],
  summary:
    'Reads a CSV of leads and answers its columns, mapping and preview (nothing is imported)',
  tags: ['lead-imports'],
});

export const getLeadImports = defineRoute({
  method: 'GET',
  path: '/api/lead-imports/:agentId',
  params: 'AgentIdParams',
  answer: 'LeadImportList',
  summary: "The agent's latest imports and their progress, newest first",
  tags: ['lead-imports'],
});

export const getLeadImport = defineRoute({
  method: 'GET',
  path: '/api/lead-imports/:agentId/:importId',
  params: 'LeadImportParams',
  answer: 'LeadImportSummary',
  errors: ['NOT_FOUND'],
  summary: "One import's progress",
  tags: ['lead-imports'],
});

export const mapLeadImport = defineRoute({
  method: 'PUT',
  path: '/api/lead-imports/:agentId/:importId/mapping',
  params: 'LeadImportParams',
  body: 'ImportMappingRequest',
  answer: 'LeadImportPreview',
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  summary: 'Changes which column fills which field, and answers the preview again',
  tags: ['lead-imports'],
});

export const startLeadImport = defineRoute({
  method: 'POST',
  path: '/api/lead-imports/:agentId/:importId/start',
  params: 'LeadImportParams',
  body: 'StartImportRequest',
  answer: 'LeadImportSummary',
  errors: ['NOT_FOUND', 'CONFLICT', 'IMPORT_REFUSED'],
  summary: 'Imports the previewed rows in the background, to Saved or to Review in Today',
  tags: ['lead-imports'],
});

export const startImportFollowUp = defineRoute({
  method: 'POST',
  path: '/api/lead-imports/:agentId/:importId/follow-up',
  params: 'LeadImportParams',
  body: 'AgentOnlyRequest',
  answer: 'FollowUpStarted',
  errors: ['NOT_FOUND'],
  summary: 'Starts follow-up for every saved lead of an import that has not started it',
  tags: ['lead-imports'],
});

export const startLeadFollowUp = defineRoute({
  method: 'POST',
  path: '/api/leads/:leadId/start-follow-up',
  params: 'LeadIdParams',
  body: 'AgentOnlyRequest',
  answer: 'Lead',
  errors: ['NOT_FOUND', 'NOT_SAVED'],
  summary: 'Starts the follow-up of one saved lead that has not started it (an imported lead)',
  tags: ['lead-imports'],
});

export const getImportReview = defineRoute({
  method: 'GET',
  path: '/api/import-review/:agentId',
  params: 'AgentIdParams',
  answer: 'ImportReview',
  summary: 'How many imported leads wait for Review in Today',
  tags: ['lead-imports'],
});

export const offerImportReview = defineRoute({
  method: 'POST',
  path: '/api/import-review/:agentId',
  params: 'AgentIdParams',
  body: 'AgentOnlyRequest',
  answer: 'ImportReview',
  errors: ['CONFLICT'],
  summary: "Adds the next batch of imported leads to today's cards, once today's are all swiped",
  tags: ['lead-imports'],
});
