// What the OpenAPI document says of each support call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../support';
import { documented } from './documented';

export const supportDocs = documented(routes, {
  contactSupport: {
    summary: 'Send the support team a message (mailed to them, with a receipt to the sender)',
    tags: ['support'],
    errors: ['RATE_LIMITED'],
  },
});
