// The notifications module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"); everything else in this folder is its own.
export { morningPushTick, startMorningPushes } from './morning-pushes';
export type { TickReport } from './morning-tick';
export { notificationsRoutes } from './notifications.routes';
