// The lead-import calls (docs/imports.md).
import { defineRoute } from './define-route';

export const uploadLeadImport = defineRoute({
  method: 'POST',
  path: '/api/lead-imports/:agentId',
  status: 201,
  params: 'AgentIdParams',
  body: 'LeadImportUpload',
  answer: 'LeadImportPreview',
});

export const getLeadImports = defineRoute({
  method: 'GET',
  path: '/api/lead-imports/:agentId',
  params: 'AgentIdParams',
  answer: 'LeadImportList',
});

export const getLeadImport = defineRoute({
  method: 'GET',
  path: '/api/lead-imports/:agentId/:importId',
  params: 'LeadImportParams',
  answer: 'LeadImportSummary',
});

export const mapLeadImport = defineRoute({
  method: 'PUT',
  path: '/api/lead-imports/:agentId/:importId/mapping',
  params: 'LeadImportParams',
  body: 'ImportMappingRequest',
  answer: 'LeadImportPreview',
});

export const startLeadImport = defineRoute({
  method: 'POST',
  path: '/api/lead-imports/:agentId/:importId/start',
  params: 'LeadImportParams',
  body: 'StartImportRequest',
  answer: 'LeadImportSummary',
});

export const startImportFollowUp = defineRoute({
  method: 'POST',
  path: '/api/lead-imports/:agentId/:importId/follow-up',
  params: 'LeadImportParams',
  body: 'AgentOnlyRequest',
  answer: 'FollowUpStarted',
});

export const startLeadFollowUp = defineRoute({
  method: 'POST',
  path: '/api/leads/:leadId/start-follow-up',
  params: 'LeadIdParams',
  body: 'AgentOnlyRequest',
  answer: 'Lead',
});

export const getImportReview = defineRoute({
  method: 'GET',
  path: '/api/import-review/:agentId',
  params: 'AgentIdParams',
  answer: 'ImportReview',
});

export const offerImportReview = defineRoute({
  method: 'POST',
  path: '/api/import-review/:agentId',
  params: 'AgentIdParams',
  body: 'AgentOnlyRequest',
  answer: 'ImportReview',
});
