import type { WebhookEventType } from '@porchlight/contracts';
import type { ActionRunner } from './offline-action';

/** Something that happened to one of an agent's leads that the agent's own tools may hear of. */
export interface LeadEvent {
  agentId: string;
  leadId: string;
  type: WebhookEventType;
  now: Date;
  /** `follow_up.finished` only: the day just completed, which must be the lead's day 6. */
  activityId?: string;
}

/**
 * Where a module tells of a lead's event (docs/connections.md): the app hands it to the
 * connections module, which queues what the agent's connections want, in the act's own
 * transaction. The modules that act on leads know this seam only, never the connections, so
 * neither needs the other.
 */
export interface LeadEvents {
  emit(runner: ActionRunner, event: LeadEvent): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leadEvents: LeadEvents;
  }
}
