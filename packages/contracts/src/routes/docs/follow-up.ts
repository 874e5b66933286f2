// What the OpenAPI document says of each follow up call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../follow-up';
import { documented } from './documented';

export const followUpDocs = documented(routes, {
  getFollowUpDashboard: {
    summary: "Today's follow-up: each lead at its day, with the day's contacts",
    tags: ['follow-up'],
  },
  recordActivity: {
    summary: 'Records one contact of the day as sent or passed',
    tags: ['follow-up'],
    errors: [
      'VALIDATION_ERROR',
      'NOT_FOUND',
      'CONTACT_NOT_FOUND',
      'CONTACT_DNC',
      'QUIET_HOURS',
      'DAY_COMPLETE',
    ],
  },
  completeDay: {
    summary: 'Skip Day: completes a day with nothing left to record',
    tags: ['follow-up'],
    errors: ['NOT_FOUND', 'CONFLICT', 'DAY_COMPLETE'],
  },
  dismissProperty: {
    summary: 'Takes a lead out of the follow-up; it stays saved',
    tags: ['follow-up'],
    errors: ['NOT_FOUND'],
  },
  getActivitySummary: {
    summary: "Today's activity: leads received, saved, passed; emails, texts, postcards sent",
    tags: ['follow-up'],
  },
  getActivityStats: {
    summary: 'The follow-up so far: leads in sequence, in progress, completed; contacts',
    tags: ['follow-up'],
  },
});
