import type { FastifyInstance } from 'fastify';
import type { LeadEvents } from '../../lib/lead-events';
import { followUpBossOnContacted } from './follow-up-boss';
import { queueWebhookEvent } from './webhook-events.service';

/**
 * What the agent's connections do with a lead's event (docs/connections.md): Follow Up Boss
 * takes a lead marked Contacted when the agent asked for it; the webhook takes every event.
 */
export function leadEventListeners(app: FastifyInstance): LeadEvents {
  return {
    async emit(runner, event) {
      if (event.type === 'lead.contacted') {
        await followUpBossOnContacted(app, { ...event, tx: runner.tx });
      }
      await queueWebhookEvent({ client: runner.client, jobs: app.jobs }, event);
    },
  };
}
