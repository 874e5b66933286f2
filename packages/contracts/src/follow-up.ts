import { z } from 'zod';
import { ACTIVITY_TYPES, FOLLOW_UP_DAYS } from './follow-up-rules';
import { DncReason, FollowUpLead } from './leads';
import { offlineActionFields } from './offline-actions';
import { plainText } from './text';

const agentId = z.uuid('agentId must be an agent id');
const leadId = z.uuid('leadId must be a lead id');
const activityId = z.uuid('activityId must be an activity id');

/** A day's channel: email or text (docs/follow-up.md "The six days"). */
export const ActivityType = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityType>;
export const DayStatus = z.enum(['normal', 'doneAwaitingRollover', 'sequenceComplete']);
export type DayStatus = z.infer<typeof DayStatus>;

/** One of a day's contacts; `custom` marks the synthetic custom-email / custom-phone. */
export const ActivityContact = z.object({
  id: z.string(),
  activityId: z.string(),
  recipientName: z.string().nullable(),
  recipientValue: z.string(),
  recipientType: z.enum(['email', 'phone']),
  status: z.enum(['pending', 'sent', 'passed']),
  dncStatus: z.boolean(),
  /** Why the phone is DNC, when its list said (docs/imports.md "Cleaning"). */
  dncReason: DncReason.optional(),
  /** The owner asked this agent to stop: treated like DNC (docs/compliance.md). */
  optedOut: z.boolean(),
  custom: z.boolean(),
  sentAt: z.string().nullable(),
  passedAt: z.string().nullable(),
});
export type ActivityContact = z.infer<typeof ActivityContact>;

/** A lead's day on the follow-up dashboard (docs/follow-up.md "The six days"). */
export const ActivityDashboardItem = z.object({
  lead: FollowUpLead,
  activity: z.object({ id: z.string() }),
  contacts: z.array(ActivityContact),
  dayNumber: z.number().int().min(1).max(FOLLOW_UP_DAYS),
  activityType: ActivityType,
  isComplete: z.boolean(),
  dayStatus: DayStatus,
  /** While done: when the next day opens (the next ET midnight). */
  nextDayAt: z.string().nullable(),
  /** The owner's IANA time zone for texting hours, from the ZIP code (docs/compliance.md). */
  ownerTimeZone: z.string(),
});
/** Today's follow-up (GET /api/activities/dashboard/{agentId}). */
export const ActivityDashboard = z.array(ActivityDashboardItem);
export type ActivityDashboardItem = z.infer<typeof ActivityDashboardItem>;

export const RecordActivityRequest = z.object({
  agentId,
  leadId,
  activityId,
  contactId: plainText('contactId').trim().min(1, 'contactId is required').max(100),
  status: z.enum(['sent', 'passed'], 'status must be sent or passed'),
  ...offlineActionFields,
});
export type RecordActivityRequest = z.infer<typeof RecordActivityRequest>;
export const RecordActivityResponse = z.object({ dayCompleted: z.boolean() });
export type RecordActivityResponse = z.infer<typeof RecordActivityResponse>;

/** Skip Day: a day with nothing recordable; a custom send completes through record. */
export const CompleteDayRequest = z.object({ agentId, leadId, activityId, ...offlineActionFields });
export type CompleteDayRequest = z.infer<typeof CompleteDayRequest>;
export const LeadFollowUpRequest = z.object({ agentId, leadId });
export const DismissPropertyResponse = z.object({
  leadId: z.string(),
  followUpDismissed: z.literal(true),
});
export type DismissPropertyResponse = z.infer<typeof DismissPropertyResponse>;

/** Today's (ET) numbers (docs/leads.md "Activity Summary"). */
export const ActivitySummary = z.object({
  leadsReceived: z.number().int(),
  leadsSaved: z.number().int(),
  leadsPassed: z.number().int(),
  emailsSent: z.number().int(),
  textsSent: z.number().int(),
  postcardsSent: z.number().int(),
  leadsEnhanced: z.number().int(),
});
export type ActivitySummary = z.infer<typeof ActivitySummary>;

/** The whole follow-up, all time (docs/follow-up.md "Follow-up Summary"). */
export const ActivityStats = z.object({
  totalLeadsInSequence: z.number().int(),
  leadsInProgress: z.number().int(),
  totalContactsSent: z.number().int(),
  totalContactsPassed: z.number().int(),
  leadsCompleted: z.number().int(),
});
export type ActivityStats = z.infer<typeof ActivityStats>;
export const ActivityStatsQuery = z.object({ agentId });

/**
 * A contact whose owner asked this agent to stop (docs/compliance.md "Owners who asked to stop").
 */
export const OptOutRequest = z.object({
  agentId,
  leadId,
  contactId: plainText('contactId').trim().min(1, 'contactId is required').max(100),
});
export const OptOut = z.object({
  id: z.string(),
  contactType: z.enum(['email', 'phone']),
  contactValue: z.string(),
  leadId: z.string().nullable(),
  address: z.string().nullable(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
});
/** The agent's opt-outs (GET /api/opt-outs/{agentId}). */
export const OptOuts = z.array(OptOut);
export type OptOut = z.infer<typeof OptOut>;
