// The support calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const contactSupport = defineRoute({
  method: 'POST',
  path: '/api/support/contact',
  status: 201,
  public: true,
  body: 'SupportContactRequest',
  answer: 'SupportContactResponse',
  errors: ['RATE_LIMITED'],
  summary: 'Send the support team a message (mailed to them, with a receipt to the sender)',
  tags: ['support'],
});
