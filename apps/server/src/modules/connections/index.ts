// The connections module's front door: what the app may use of it (docs/architecture.md
// "Modules"). Each part keeps its own files: follow-up-boss-*, webhook-*, calendar-feed-*.

export { calendarFeedRoutes } from './calendar-feed.routes';
