import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/transaction';
import { followUpBossJobs } from './follow-up-boss.jobs';
import { followUpBossRoutes } from './follow-up-boss.routes';
import { sendOnContacted } from './follow-up-boss-delivery.service';
import { followUpBossDeps } from './follow-up-boss-deps';

/** Registers Follow Up Boss's routes and starts its delivery worker. */
export async function startFollowUpBoss(app: FastifyInstance) {
  await followUpBossJobs(followUpBossDeps(app));
  await app.register(followUpBossRoutes);
}

/** A lead marked Contacted: sent to Follow Up Boss when the agent turned that on. */
export function followUpBossOnContacted(
  app: FastifyInstance,
  mark: { agentId: string; leadId: string; tx: Transaction | null },
) {
  return sendOnContacted(followUpBossDeps(app), mark);
}
