import { randomBytes } from 'node:crypto';
import type { WebhookEvent } from '@porchlight/contracts';
import type pg from 'pg';
import type { LeadEvent } from '../../lib/lead-events';
import type { Jobs } from '../../plugins/jobs';

export const WEBHOOK_QUEUE = 'webhook-delivery' as const;

/** A queued delivery: the event as it will be sent on every attempt, and whose it is. */
export interface WebhookJob {
  agentId: string;
  event: WebhookEvent;
}

/**
 * Queues the event for the agent's webhook, when the agent has one (one statement that names the
 * agent; nothing for an agent without one). Given the action's transaction client, the delivery
 * is queued only if the action commits (docs/connections.md "Webhooks").
 */
export async function queueWebhookEvent(
  on: { client: pg.Pool | pg.PoolClient; jobs: Jobs },
  input: LeadEvent,
): Promise<void> {
  const { rows } = await on.client.query<{
    id: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    owner_name: string | null;
  }>(
    `select l.id, p.address, p.city, p.state, p.zip, p.owner1 as owner_name
     from webhook_endpoints w
     join leads l on l.agent_id = w.agent_id and l.id = $2
     join properties p on p.id = l.property_id
     where w.agent_id = $1
       and ($3::uuid is null or exists (
         select 1 from follow_up_activities a
         where a.id = $3 and a.lead_id = l.id and a.agent_id = $1
           and a.day_number = 6 and a.completed_at is not null))`,
    [input.agentId, input.leadId, input.activityId ?? null],
  );
  const [lead] = rows;
  if (!lead) return;
  const event: WebhookEvent = {
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: input.type,
    createdAt: input.now.toISOString(),
    data: {
      lead: {
        id: lead.id,
        address: lead.address,
        city: lead.city,
        state: lead.state,
        zip: lead.zip,
        ownerName: lead.owner_name,
      },
    },
  };
  const job: WebhookJob = { agentId: input.agentId, event };
  await on.jobs.send(WEBHOOK_QUEUE, job, { client: on.client, group: input.agentId });
}
