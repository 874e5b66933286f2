// The lead-detail calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getLead = defineRoute({
  method: 'GET',
  path: '/api/leads/:leadId',
  params: 'LeadIdParams',
  answer: 'Lead',
});

export const updateContactStatus = defineRoute({
  method: 'PATCH',
  path: '/api/leads/:leadId/contact-status',
  offline: true,
  params: 'LeadIdParams',
  body: 'ContactStatusRequest',
  answer: 'Lead',
});

export const passContact = defineRoute({
  method: 'POST',
  path: '/api/leads/:leadId/pass-contact',
  offline: true,
  params: 'LeadIdParams',
  body: 'PassContactRequest',
  answer: 'Lead',
});

export const updateCustomContact = defineRoute({
  method: 'PATCH',
  path: '/api/swipe-actions/:swipeActionId/contact',
  params: 'SwipeActionIdParams',
  body: 'CustomContactRequest',
  answer: 'Lead',
});
