// The connections module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"). Each part keeps its own files: follow-up-boss-*, webhook-*,
// calendar-feed-*.

// The calendar feed (docs/connections.md "Calendar feed"):
export { calendarFeedRoutes } from './calendar-feed.routes';
// Follow Up Boss (docs/connections.md "Follow Up Boss"):
export { followUpBossOnContacted, startFollowUpBoss } from './follow-up-boss';
