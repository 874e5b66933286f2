import { randomBytes } from 'node:crypto';
import {
  BUSINESS_TIME_ZONE,
  type PostcardOrder,
  RETURN_ADDRESS_MESSAGES,
  type SendPostcardRequest,
} from '@porchlight/contracts';
import { subDays } from 'date-fns';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agents, postcardOrders } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Jobs } from '../../plugins/jobs';
import { returnAddressParts } from '../accounts';
import { leadJsonOf } from '../leads';
import { refuseDoNotMail } from './do-not-mail';
import type { CardFront } from './postcard-front.service';

/** A day as people write it, on the business calendar: "Wednesday, November 25". */
const EASTERN_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

export const POSTCARD_QUEUE = 'postcard' as const;
export interface PostcardJob {
  orderId: string;
}

/**
 * A card to be mailed carries the agent's return address in its parts (thanks.io prints it from
 * them): an agent with only a free-text line, or none, is asked to complete Mailer Settings.
 */
export async function requireReturnAddress(db: Database, agentId: string) {
  const [agent] = await db
    .select({
      returnStreet: agents.returnStreet,
      returnCity: agents.returnCity,
      returnState: agents.returnState,
      returnZip: agents.returnZip,
    })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent || !returnAddressParts(agent)) {
    throw new AppError('RETURN_ADDRESS_REQUIRED', RETURN_ADDRESS_MESSAGES.required);
  }
}

/**
 * POST /api/postcards/send: checks the lead (the agent's, not removed), that its owner has not
 * asked the agent to stop, and that no postcard went to it within POSTCARD_RESEND_DAYS; then, in
 * one transaction, stores the order (with its front when the agent's picture was taken already),
 * marks the lead (`postcardSentAt`, the order id) and queues the job that renders (and with a
 * service, mails) the card. The request never waits on the job.
 */
export async function queuePostcard(deps: {
  pool: pg.Pool;
  jobs: Jobs;
  agentId: string;
  request: SendPostcardRequest;
  /** The agent's picture, made a front; null when the job draws the app's own. */
  front: CardFront | null;
  now: Date;
  resendDays: number;
  provider: 'local' | 'thanksio';
}): Promise<PostcardOrder> {
  const { agentId, request, now } = deps;
  return withTransaction(deps.pool, async ({ db, client }) => {
    const stopped = await ownerOptedOut(db, agentId, request.leadId, { lock: true });
    if (stopped === null) throw new AppError('NOT_FOUND', 'No such lead.');
    if (stopped) throw optedOut();
    await refuseDoNotMail(db, agentId, request.leadId);
    if (deps.resendDays > 0) {
      const [recent] = await db
        .select({ at: postcardOrders.createdAt })
        .from(postcardOrders)
        .where(
          and(
            eq(postcardOrders.leadId, request.leadId),
            eq(postcardOrders.agentId, agentId),
            gte(postcardOrders.createdAt, subDays(now, deps.resendDays)),
            sql`${postcardOrders.status} <> 'failed'`,
          ),
        )
        .orderBy(desc(postcardOrders.createdAt))
        .limit(1);
      if (recent) {
        throw new AppError(
          'POSTCARD_TOO_SOON',
          `A postcard went to this owner on ${EASTERN_DATE.format(recent.at)}; another can be sent ${deps.resendDays} days after it.`,
        );
      }
    }
    const [order] = await db
      .insert(postcardOrders)
      .values({
        agentId,
        leadId: request.leadId,
        message: request.message,
        frontImageUrl: request.frontImageUrl,
        frontImage: deps.front?.body ?? null,
        frontType: deps.front?.contentType ?? null,
        provider: deps.provider,
        printToken: randomBytes(24).toString('base64url'),
        createdAt: now,
      })
      .returning({ id: postcardOrders.id });
    if (!order) throw new Error('postcard order insert returned nothing');
    await db.execute(sql`
      update leads set postcard_sent_at = ${now.toISOString()}, postcard_order_id = ${order.id}
      where id = ${request.leadId} and agent_id = ${agentId}`);
    const job: PostcardJob = { orderId: order.id };
    await deps.jobs.send(POSTCARD_QUEUE, job, { client });
    return { orderId: order.id, status: 'queued', mailed: false, failure: null };
  });
}

/**
 * Whether the lead's owner asked the agent to stop (any of its contacts in the agent's opt-outs),
 * or null when the lead is not the agent's (or removed). With `lock` the lead stays locked until
 * the transaction ends, so two sends of one lead are checked one after the other.
 */
export async function ownerOptedOut(
  db: Database,
  agentId: string,
  leadId: string,
  { lock = false } = {},
): Promise<boolean | null> {
  const { rows } = await db.execute<{ lead: { optedOutContacts: string[] } }>(sql`
    select ${leadJsonOf(agentId, ['optedOutContacts'])} as lead
    from leads join properties on properties.id = leads.property_id
    where leads.id = ${leadId} and leads.agent_id = ${agentId} and leads.status <> 'removed'
    ${lock ? sql`for update of leads` : sql``}`);
  const [found] = rows;
  return found ? found.lead.optedOutContacts.length > 0 : null;
}

export function optedOut() {
  return new AppError(
    'OWNER_OPTED_OUT',
    'This owner asked you to stop contacting them, so no postcard is sent.',
  );
}
