// What the OpenAPI document says of each enrichment call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../enrichment';
import { documented } from './documented';

export const enrichmentDocs = documented(routes, {
  enrichLead: {
    summary: 'Skip traces a lead once: more phones and emails for its owner',
    tags: ['enrichment'],
    errors: ['NOT_FOUND', 'NO_CONTACTS_FOUND', 'ENRICH_LIMIT_REACHED', 'SKIP_TRACE_UNAVAILABLE'],
  },
});
