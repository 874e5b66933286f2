import { AgentIdParams, Lead } from '@porchlight/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leads, swipes } from '../../db/schema';
import { signedInAgent } from '../../plugins/auth';
import { findLeadViews } from '../leads/lead-view';

/** Latest swipe first: the order the agent saved or dismissed them in. */
const bySwipeTime = desc(swipes.seq);

export const savedLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, status] of [
    ['/api/saved/:agentId', 'saved'],
    ['/api/dismissed/:agentId', 'dismissed'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          summary: `The agent's ${status} leads, newest first`,
          tags: ['saved-leads'],
          params: AgentIdParams,
          response: { 200: z.array(Lead) },
        },
      },
      async (request) =>
        findLeadViews({
          db: app.database.db,
          agentId: signedInAgent(request).id,
          where: eq(leads.status, status),
          orderBy: [bySwipeTime, desc(leads.deliveredAt)],
          joinCurrentSwipe: true,
        }),
    );
  }
};
