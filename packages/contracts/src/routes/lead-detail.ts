// The lead-detail calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getLead = defineRoute({
  method: 'GET',
  path: '/api/leads/:leadId',
  params: 'LeadIdParams',
  answer: 'Lead',
  errors: ['NOT_FOUND'],
  summary: "One of the agent's leads, whole: what the Property Details dialog shows",
  tags: ['lead-detail'],
});

export const updateContactStatus = defineRoute({
  method: 'PATCH',
  path: '/api/leads/:leadId/contact-status',
  offline: true,
  params: 'LeadIdParams',
  body: 'ContactStatusRequest',
  answer: 'Lead',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
  summary: 'Marks a lead contacted or blocked, or back to none',
  tags: ['lead-detail'],
});

export const passContact = defineRoute({
  method: 'POST',
  path: '/api/leads/:leadId/pass-contact',
  offline: true,
  params: 'LeadIdParams',
  body: 'PassContactRequest',
  answer: 'Lead',
  errors: ['NOT_FOUND', 'CONTACT_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
  summary: 'Passes one phone or email of a lead: hidden everywhere from then on',
  tags: ['lead-detail'],
});

export const updateCustomContact = defineRoute({
  method: 'PATCH',
  path: '/api/swipe-actions/:swipeActionId/contact',
  params: 'SwipeActionIdParams',
  body: 'CustomContactRequest',
  answer: 'Lead',
  errors: ['NOT_FOUND'],
  summary: "Saves the agent's own email and phone for a saved lead",
  tags: ['lead-detail'],
});
