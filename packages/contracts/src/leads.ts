import { z } from 'zod';
import { offlineActionFields } from './offline-actions';
import { SubscriptionStatus } from './subscription';

/** Short names of lead types on cards and tags; 'off-market' is every property's base type. */
export const LEAD_TYPE_LABELS = {
  'out-of-state-absentee-owner': 'Absentee Out of State',
  'in-state-absentee-owner': 'Absentee In State',
  'tired-landlord': 'Tired Landlord',
  preforeclosure: 'Pre Foreclosure',
  'tax-default': 'Tax Default',
  vacant: 'Vacant',
  'high-equity': 'High Equity',
  'senior-owner': 'Senior Owner',
  'off-market': 'Off Market',
} as const;
export type LeadTypeValue = keyof typeof LEAD_TYPE_LABELS;

/**
 * Why a phone is DNC, when its list said (docs/imports.md "Cleaning"): a do-not-call list, a
 * known litigator, a TCPA flag, an opt-out, or no do-not-call column at all (`unchecked`).
 */
export const DncReason = z.enum(['dnc', 'litigator', 'tcpa', 'opt-out', 'unchecked']);
export type DncReason = z.infer<typeof DncReason>;
export const DNC_REASON_LABELS: Record<DncReason, string> = {
  dnc: 'DNC list',
  litigator: 'Litigator',
  tcpa: 'TCPA',
  'opt-out': 'Opt-out',
  unchecked: 'Not checked',
};

/** A DNC mark in words an agent reads: "DNC", or with its reason "DNC · Litigator". */
export function dncMarkText(reason: DncReason | null | undefined): string {
  return reason ? `DNC · ${DNC_REASON_LABELS[reason]}` : 'DNC';
}

export const PhoneEntry = z.object({
  id: z.string(),
  number: z.string(),
  dnc: z.boolean(),
  /** Why it is DNC, when its source said (an imported list's column); absent otherwise. */
  dncReason: DncReason.optional(),
  source: z.string(),
  personName: z.string().nullable(),
});
export type PhoneEntry = z.infer<typeof PhoneEntry>;

export const EmailEntry = z.object({
  id: z.string(),
  email: z.string(),
  source: z.string(),
  personName: z.string().nullable(),
});
export type EmailEntry = z.infer<typeof EmailEntry>;

export const LeadStatus = z.enum(['new', 'saved', 'dismissed', 'removed']);
export type LeadStatus = z.infer<typeof LeadStatus>;

/** A lead: one property delivered to one agent, with everything done to it (docs/leads.md). */
export const Lead = z.object({
  id: z.string(),
  propertyId: z.string(),
  address: z.string(),
  houseNumber: z.string().nullable(),
  formattedStreet: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  beds: z.number().nullable(),
  bedrooms: z.number().nullable(),
  baths: z.number().nullable(),
  bathrooms: z.number().nullable(),
  sqft: z.number().nullable(),
  totalArea: z.number().nullable(),
  propertyType: z.string(),
  yearBuilt: z.number().nullable(),
  /** Display names, in the order the card shows them. */
  leadTypes: z.array(z.string()),
  /** Why this lead: short reasons behind its types ("mailing address in Ohio"). */
  leadReasons: z.array(z.string()),
  owner1: z.string().nullable(),
  owner2: z.string().nullable(),
  ownerFullName: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownershipStartDate: z.string().nullable(),
  mailingStreet: z.string().nullable(),
  mailingCity: z.string().nullable(),
  mailingState: z.string().nullable(),
  mailingZip: z.string().nullable(),
  estimatedValue: z.number().nullable(),
  propertyValue: z.number().nullable(),
  equity: z.number().nullable(),
  equityBalance: z.number().nullable(),
  equityPercent: z.number().nullable(),
  confidenceScore: z.number().nullable(),
  salePropensity: z.number().nullable(),
  lastTransferPrice: z.number().nullable(),
  lastSalePrice: z.number().nullable(),
  lastSaleDate: z.string().nullable(),
  /** How the lead came: the daily batch, a purchase, or the agent's own CSV (docs/imports.md). */
  source: z.enum(['daily', 'bulk', 'import']),
  /** Where the property data came from: the built-in sample data is labelled as such. */
  dataSource: z.enum(['sample', 'realestateapi', 'import']),
  sellerType: z.string().nullable(),
  status: LeadStatus,
  contactStatus: z.enum(['none', 'contacted', 'blocked']),
  customEmail: z.string().nullable(),
  customPhone: z.string().nullable(),
  skipSherpaEnriched: z.boolean(),
  passedContacts: z.array(z.string()),
  /** Contacts whose owner asked this agent to stop: like DNC everywhere (docs/compliance.md). */
  optedOutContacts: z.array(z.string()),
  phoneNumbers: z.array(PhoneEntry),
  emails: z.array(EmailEntry),
  postcardSent: z.boolean(),
  postcardSentAt: z.string().nullable(),
  thanksIoPreviewOrderId: z.string().nullable(),
  /** The owner's list marked them Do Not Mail: no postcard is sent (docs/imports.md). */
  doNotMail: z.boolean(),
  createdAt: z.string(),
  sequenceStartedAt: z.string().nullable(),
  swipeActionId: z.string().nullable(),
});
export type Lead = z.infer<typeof Lead>;

/**
 * A lead as today's batch answers it: what the swipe card shows (docs/today.md "Lead card").
 * Contacts, value and follow-up fields come with lead detail and export, once the agent has kept
 * the lead (a batch is read on every visit to the tab).
 */
export const LeadCard = Lead.pick({
  id: true,
  address: true,
  city: true,
  state: true,
  zip: true,
  latitude: true,
  longitude: true,
  beds: true,
  bedrooms: true,
  baths: true,
  bathrooms: true,
  sqft: true,
  totalArea: true,
  propertyType: true,
  leadTypes: true,
  leadReasons: true,
  owner1: true,
  owner2: true,
  ownerFullName: true,
  ownerName: true,
  mailingStreet: true,
  mailingCity: true,
  mailingState: true,
  mailingZip: true,
  source: true,
  dataSource: true,
  status: true,
  createdAt: true,
  swipeActionId: true,
});
/** Today's cards (GET /api/leads/today/{agentId}). */
export const LeadCards = z.array(LeadCard);
export type LeadCard = z.infer<typeof LeadCard>;

/**
 * A lead as the Saved and Dismissed lists show it (docs/saved-tab.md "The saved list"): its card's
 * address, city line and age, the contacted or blocked mark, the Purchased badge (and the group it
 * falls in) and its lead types. The whole lead comes with lead detail (`GET /api/leads/{id}`) and
 * export (the saved list is read on every visit to the tab and on every focus).
 */
export const ListedLead = Lead.pick({
  id: true,
  address: true,
  city: true,
  state: true,
  zip: true,
  leadTypes: true,
  source: true,
  contactStatus: true,
  createdAt: true,
  sequenceStartedAt: true,
});
/** A list of the Saved tab (GET /api/saved/{agentId}, /api/dismissed/{agentId}). */
export const ListedLeads = z.array(ListedLead);
export type ListedLead = z.infer<typeof ListedLead>;

/**
 * A lead as a follow-up card shows it (docs/saved-tab.md "Today's Follow-up Activities"): the day's
 * contacts come beside it, already resolved, so its own contact lists are left out.
 */
export const FollowUpLead = Lead.pick({
  id: true,
  address: true,
  city: true,
  state: true,
  zip: true,
  owner1: true,
  owner2: true,
  ownerFullName: true,
  ownerName: true,
  mailingState: true,
  contactStatus: true,
  customEmail: true,
  customPhone: true,
  swipeActionId: true,
  postcardSent: true,
  postcardSentAt: true,
  thanksIoPreviewOrderId: true,
  doNotMail: true,
});
export type FollowUpLead = z.infer<typeof FollowUpLead>;

export const CanGenerateReason = z.enum([
  'ok',
  'criteria_not_set',
  'daily_limit',
  'weekly_limit',
  'paused',
  'canceled',
  'payment_failed',
  'inactive',
]);
export type CanGenerateReason = z.infer<typeof CanGenerateReason>;

/** GET /api/leads/can-generate/{id} (docs/quotas.md "Can generate"). */
export const CanGenerate = z.object({
  canGenerate: z.boolean(),
  reason: CanGenerateReason,
  subscriptionStatus: SubscriptionStatus,
  nextAvailable: z.string().nullable(),
});
export type CanGenerate = z.infer<typeof CanGenerate>;

/** POST /api/leads/fresh/{id}. */
export const FreshLeadsResponse = z.object({
  status: z.enum(['complete', 'partial']),
  count: z.number().int(),
  duplicateCount: z.number().int(),
  totalDelivered: z.number().int(),
  remainingNeeded: z.number().int(),
  /**
   * Properties left after the batch, counted only as far as `canGetMore` needs: 0 or 1 from the
   * built-in source, up to 200 from a vendor's (the lead count gives the figure).
   */
  remainingAvailable: z.number().int(),
  canGetMore: z.boolean(),
  /** Today's cards after the delivery, as `GET /api/leads/today/{id}` answers them. */
  leads: LeadCards,
});
export type FreshLeadsResponse = z.infer<typeof FreshLeadsResponse>;

export const SwipeRequest = z.object({
  agentId: z.uuid(),
  leadId: z.uuid('leadId must be a lead id'),
  action: z.enum(['save', 'dismiss']),
  ...offlineActionFields,
});
export type SwipeRequest = z.infer<typeof SwipeRequest>;
/** The swiped lead as its card shows it (the saved lists are read again for the rest). */
export const SwipeResponse = z.object({ swipeActionId: z.string(), lead: LeadCard });
export type SwipeResponse = z.infer<typeof SwipeResponse>;

export const UndoSwipeRequest = z.object({ agentId: z.uuid(), ...offlineActionFields });
