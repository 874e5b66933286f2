// The calls the phone may queue without a connection (docs/offline.md "Work done offline"): every
// definition marked `offline: true`, by its export name (what a kept action names). Read from the
// modules that have such calls only, so the web's workspace carries their definitions and no
// other; `apps/web/src/lib/offline-queue.dom.test.ts` fails when a call marked in another module
// is missing here.
import * as dailyLeads from './daily-leads';
import * as followUp from './follow-up';
import * as leadDetail from './lead-detail';

const modules = { ...dailyLeads, ...followUp, ...leadDetail };
type Modules = typeof modules;

/** The definitions marked `offline: true`, by name. */
export type QueueableRoutes = {
  [K in keyof Modules as Modules[K] extends { offline: true } ? K : never]: Modules[K];
};

export const QUEUEABLE_ROUTES = Object.fromEntries(
  Object.entries(modules).filter(([, route]) => 'offline' in route && route.offline === true),
) as QueueableRoutes;
