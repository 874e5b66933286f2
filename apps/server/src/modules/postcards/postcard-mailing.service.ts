import { RETURN_ADDRESS_MESSAGES, type ReturnAddressParts } from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postcardOrders } from '../../db/schema';
import { type PostcardService, PostcardServiceError } from '../../providers/postcards';
import { returnAddressParts } from '../accounts';
import { optedOut, ownerOptedOut, type PostcardJob } from './postcard-order.service';
import {
  type CardFacts,
  cardFacts,
  failOrder,
  recipientAddress,
  recipientName,
  renderPostcard,
} from './postcard-render.service';

export interface PostcardDeps {
  db: Database;
  /** The postcard service; null: cards are rendered, not mailed. */
  service: PostcardService | null;
  publicUrl: string;
  now: () => Date;
}

/**
 * The postcard job: renders the card once (`queued` → `rendered`), then, with a service, mails
 * it at most once. The order is claimed `rendered` → `sending` before the call: a retry that finds
 * it `sending` cannot know whether the service took the card, so it fails the order with that
 * sentence instead of sending (and charging) a second card.
 */
export async function fulfilPostcard(deps: PostcardDeps, job: PostcardJob) {
  let facts = await cardFacts(deps.db, job.orderId);
  if (facts?.order.status === 'queued') {
    if (!(await renderPostcard(deps.db, facts, deps.now))) return;
    facts = await cardFacts(deps.db, job.orderId);
  }
  if (facts?.order.provider !== 'thanksio' || !deps.service) return;
  if (facts.order.status === 'sending') {
    const failure =
      'The postcard service may have taken this card before an interruption. Check your thanks.io orders before sending it again.';
    await failOrder(deps.db, facts.order, { failure, failedBy: 'service' }, deps.now());
    return;
  }
  if (facts.order.status !== 'rendered') return;
  // Compliance fails closed: an owner who asked to stop since the send gets no card in the mail.
  if ((await ownerOptedOut(deps.db, facts.order.agentId, facts.order.leadId)) !== false) {
    const failure = optedOut().message;
    await failOrder(deps.db, facts.order, { failure, failedBy: 'refused' }, deps.now());
    return;
  }
  // thanks.io prints the return address from its parts. The send refuses an agent without them;
  // this catches one who took them out of Mailer Settings between the send and the mailing.
  const parts = returnAddressParts(facts.agent);
  if (!parts) {
    const failure = RETURN_ADDRESS_MESSAGES.required;
    await failOrder(deps.db, facts.order, { failure, failedBy: 'refused' }, deps.now());
    return;
  }
  if (!(await claim(deps.db, facts.order, 'rendered', 'sending'))) return;
  await mail(deps, facts, deps.service, parts);
}

async function mail(
  deps: PostcardDeps,
  facts: CardFacts,
  service: PostcardService,
  returnParts: ReturnAddressParts,
) {
  const { order, agent, property } = facts;
  try {
    const sent = await service.mail({
      orderId: order.id,
      frontImageUrl: `${deps.publicUrl}/api/postcards/print/${order.printToken}`,
      message: order.message,
      recipient: {
        name: recipientName(property),
        ...withBlanks(recipientAddress(property)),
      },
      returnAddress: {
        name: agent.brokerageName ? `${agent.name}, ${agent.brokerageName}` : agent.name,
        ...returnParts,
      },
    });
    await deps.db
      .update(postcardOrders)
      .set({
        status: 'mailed',
        providerOrderId: sent.providerOrderId,
        costCents: sent.costCents,
        finishedAt: deps.now(),
      })
      .where(and(eq(postcardOrders.id, order.id), eq(postcardOrders.agentId, order.agentId)));
  } catch (error) {
    if (!(error instanceof PostcardServiceError)) throw error;
    const failure =
      'The postcard service could not take this card, and nothing was charged. Please try again later.';
    await failOrder(deps.db, order, { failure, failedBy: 'service' }, deps.now());
  }
}

/** Moves the order from one status to the next; false when another run moved it first. */
async function claim(
  db: Database,
  order: { id: string; agentId: string },
  from: 'rendered',
  to: 'sending',
): Promise<boolean> {
  const moved = await db
    .update(postcardOrders)
    .set({ status: to })
    .where(
      and(
        eq(postcardOrders.id, order.id),
        eq(postcardOrders.agentId, order.agentId),
        eq(postcardOrders.status, from),
      ),
    )
    .returning({ id: postcardOrders.id });
  return moved.length > 0;
}

/** An address with its missing parts as empty strings, as the service's fields take them. */
function withBlanks(address: ReturnType<typeof recipientAddress>) {
  return {
    street: address.street,
    city: address.city ?? '',
    state: address.state ?? '',
    zip: address.zip ?? '',
  };
}
