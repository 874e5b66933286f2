// The follow-up module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"); everything else in this folder is its own.

export { type FollowUpCalendarDay, followUpCalendarDays } from './calendar-days';
export { followUpsDueToday } from './due-today';
export { followUpRoutes } from './follow-up.routes';
export {
  sequenceStartAfterSwipe,
  sequenceStartAfterUndo,
  sequenceStartOfBoughtLead,
  startImportFollowUp,
  startLeadFollowUp,
} from './sequence-start';
