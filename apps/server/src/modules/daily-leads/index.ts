// The daily-leads module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"); everything else in this folder is its own.
export { dailyLeadsRoutes } from './daily-leads.routes';
export { heldSince, REMAINING_CAP } from './delivery.service';
export type { Candidate } from './delivery-scan';
export { MAX_EXAMINED_PER_CALL, scanSource, takenProperties, walk } from './delivery-scan';
export { askLeadSource } from './lead-source-call';
export { oneAtATimePerKey } from './one-at-a-time';
export { CLAIM_PLANNER_SETTINGS, loadQuotaState } from './quota-state';
export { canGenerate } from './quotas';
