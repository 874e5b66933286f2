// The dev-tools module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"); everything else in this folder is its own.
export { clockRoutes } from './clock.routes';
export { devCreditsRoutes } from './credits.routes';
export { mailboxRoutes } from './mailbox.routes';
export { pushTickRoutes } from './push-tick.routes';
