// The connections module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"). Each part keeps its own files: follow-up-boss-*, webhook-*,
// calendar-feed-*.

// The calendar feed (docs/connections.md "Calendar feed"):
export { calendarFeedRoutes } from './calendar-feed.routes';
// Follow Up Boss (docs/connections.md "Follow Up Boss"):
export { startFollowUpBoss } from './follow-up-boss';
// What the agent's connections do with a lead's event (lib/lead-events.ts):
export { leadEventListeners } from './lead-event-listeners';
// Webhooks (docs/connections.md "Webhooks"):
export { webhookJobs } from './webhook.jobs';
export { webhookRoutes } from './webhook.routes';
export type { WebhookDeps } from './webhook-delivery.service';
