// The server's half of every route definition (docs/architecture.md "Routes"): what the OpenAPI
// document says of each call. The server reads it where it registers a call (`serve()`); the
// browser never imports it, so a page that makes a call does not carry its sentences.
import { routeName } from '../define-route';
import type { RouteDefinition, RouteDocs } from '../route-definition';
import { accountsDocs } from './accounts';
import { billingDocs } from './billing';
import { bulkLeadsDocs } from './bulk-leads';
import { connectionsCalendarFeedDocs } from './connections-calendar-feed';
import { connectionsFollowUpBossDocs } from './connections-follow-up-boss';
import { connectionsWebhookDocs } from './connections-webhook';
import { creditsDocs } from './credits';
import { criteriaDocs } from './criteria';
import { dailyLeadsDocs } from './daily-leads';
import { enrichmentDocs } from './enrichment';
import { exportDocs } from './export';
import { followUpDocs } from './follow-up';
import { healthDocs } from './health';
import { leadDetailDocs } from './lead-detail';
import { leadImportsDocs } from './lead-imports';
import { notificationsDocs } from './notifications';
import { optOutsDocs } from './opt-outs';
import { postcardsDocs } from './postcards';
import { publicConfigDocs } from './public-config';
import { referralsDocs } from './referrals';
import { savedLeadsDocs } from './saved-leads';
import { scriptsDocs } from './scripts';
import { streaksDocs } from './streaks';
import { supportDocs } from './support';
import { versionDocs } from './version';

const DOCS = new Map<RouteDefinition, RouteDocs>([
  ...accountsDocs,
  ...billingDocs,
  ...bulkLeadsDocs,
  ...creditsDocs,
  ...criteriaDocs,
  ...dailyLeadsDocs,
  ...enrichmentDocs,
  ...exportDocs,
  ...followUpDocs,
  ...healthDocs,
  ...leadDetailDocs,
  ...leadImportsDocs,
  ...notificationsDocs,
  ...optOutsDocs,
  ...postcardsDocs,
  ...publicConfigDocs,
  ...referralsDocs,
  ...savedLeadsDocs,
  ...scriptsDocs,
  ...streaksDocs,
  ...supportDocs,
  ...versionDocs,
  ...connectionsCalendarFeedDocs,
  ...connectionsFollowUpBossDocs,
  ...connectionsWebhookDocs,
]);

/** What the OpenAPI document says of `route`; a definition without it is a mistake. */
export function routeDocs(route: RouteDefinition): RouteDocs {
  const docs = DOCS.get(route);
  if (!docs)
    throw new Error(`${routeName(route)} has no docs in packages/contracts/src/routes/docs`);
  return docs;
}
