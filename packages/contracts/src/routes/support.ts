// The support calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const contactSupport = defineRoute({
  method: 'POST',
  path: '/api/support/contact',
  status: 201,
  public: true,
  body: 'SupportContactRequest',
  answer: 'SupportContactResponse',
});
