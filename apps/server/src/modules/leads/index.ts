// The leads module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"); everything else in this folder is its own.
export { contactValue } from './contact-key';
export { onDayDeck } from './day-deck';
export { leadCardJson, leadJson, leadJsonOf } from './lead-json';
export { findLeadView, swipedLeadViews, todaysLeadViews } from './lead-view';
