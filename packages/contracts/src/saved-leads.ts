import { z } from 'zod';
import { EmailEntry, Lead, PhoneEntry } from './leads';
import { offlineActionFields } from './offline-actions';
import { plainText } from './text';

/** Every call on one of the agent's leads names the agent; the guard checks it. */
const AgentBody = z.object({ agentId: z.uuid('agentId must be an agent id') });

export const LeadIdParams = z.object({ leadId: z.uuid('leadId must be a lead id') });
export const SwipeActionIdParams = z.object({
  swipeActionId: z.uuid('swipeActionId must be a swipe action id'),
});

export const CONTACT_STATUSES = ['none', 'contacted', 'blocked'] as const;
export const ContactStatusRequest = AgentBody.extend({
  contactStatus: z.enum(CONTACT_STATUSES, 'contactStatus must be none, contacted or blocked'),
  ...offlineActionFields,
});
export type ContactStatusRequest = z.infer<typeof ContactStatusRequest>;

export const UnsaveRequest = AgentBody;
export const EnrichRequest = AgentBody;
export const ExportRequest = AgentBody;

/** pass-contact sends only the contact; the session says whose lead it is. */
export const PassContactRequest = z.object({
  agentId: z.uuid('agentId must be an agent id').optional(),
  contactId: plainText('contactId').trim().min(1, 'contactId is required').max(100),
  ...offlineActionFields,
});
export type PassContactRequest = z.infer<typeof PassContactRequest>;

/** The custom contact dialog's messages, title and text, as it shows them. */
export const CUSTOM_CONTACT_MESSAGES = {
  noContact: { title: 'No Contact Info', text: 'Please enter at least an email or phone number' },
  invalidEmail: { title: 'Invalid Email', text: 'Please enter a valid email address' },
  invalidPhone: { title: 'Invalid Phone', text: 'Please enter a 10-digit phone number' },
} as const;

/** Trimmed; empty is null. */
const optionalText = plainText('Contact')
  .trim()
  .max(254)
  .nullish()
  .transform((value) => value || null);

/** A phone an agent types: 10 digits once formatting is stripped (a leading 1 is allowed). */
export function phoneDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.length === 10 ? digits : null;
}

export const CustomContactRequest = z
  .object({
    agentId: z.uuid('agentId must be an agent id').optional(),
    customEmail: optionalText.pipe(z.email(CUSTOM_CONTACT_MESSAGES.invalidEmail.text).nullable()),
    customPhone: optionalText.refine((value) => value === null || phoneDigits(value) !== null, {
      message: CUSTOM_CONTACT_MESSAGES.invalidPhone.text,
    }),
  })
  .refine((body) => body.customEmail !== null || body.customPhone !== null, {
    message: CUSTOM_CONTACT_MESSAGES.noContact.text,
    path: ['customEmail'],
  });
export type CustomContactRequest = z.input<typeof CustomContactRequest>;

/** POST /api/leads/{id}/enrich (docs/enrichment.md "Enhance"). */
export const EnrichResponse = z.object({
  enhancedData: z.object({ emails: z.array(EmailEntry), phones: z.array(PhoneEntry) }),
  lead: Lead,
  stats: z.object({
    phonesAdded: z.number().int(),
    emailsAdded: z.number().int(),
    phonesFound: z.number().int(),
    emailsFound: z.number().int(),
  }),
  /** True when the lead was enriched before: nothing was added ("contacts already available"). */
  alreadyEnriched: z.boolean(),
});
export type EnrichResponse = z.infer<typeof EnrichResponse>;

export const ExportResponse = z.object({ leadCount: z.number().int() });
export type ExportResponse = z.infer<typeof ExportResponse>;
