import { RETURN_ADDRESS_MESSAGES } from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postcardOrders } from '../../db/schema';
import {
  type PostcardMailing,
  type PostcardSent,
  type PostcardService,
  PostcardServiceError,
} from '../../providers/postcards';
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
 * it at most once. The order is claimed `rendered` → `sending` before the call. When no answer
 * came (a timeout, a cut connection, a 5xx) the service may have the card: the order becomes
 * `checking` and the job fails, to run again. A run that finds it `checking`, or `sending` (an
 * interruption during the call), first looks the card up at the service: found, it is recorded
 * as mailed; not found, it is sent, once, the same way (docs/postcards.md "Mailing with
 * thanks.io").
 */
export async function fulfilPostcard(deps: PostcardDeps, job: PostcardJob) {
  let facts = await cardFacts(deps.db, job.orderId);
  if (facts?.order.status === 'queued') {
    if (!(await renderPostcard(deps.db, facts, deps.now))) return;
    facts = await cardFacts(deps.db, job.orderId);
  }
  if (facts?.order.provider !== 'thanksio' || !deps.service) return;
  const { status } = facts.order;
  if (status === 'sending') await claim(deps.db, facts.order, 'sending', 'checking');
  if (status === 'sending' || status === 'checking') {
    const found = await deps.service.find(cardOf(deps, facts), facts.order.createdAt);
    if (found) return recordMailed(deps, facts.order, found);
  } else if (status !== 'rendered') return;
  // Compliance fails closed: an owner who asked to stop since the send gets no card in the mail.
  if ((await ownerOptedOut(deps.db, facts.order.agentId, facts.order.leadId)) !== false) {
    const failure = optedOut().message;
    await failOrder(deps.db, facts.order, { failure, failedBy: 'refused' }, deps.now());
    return;
  }
  // thanks.io prints the return address from its parts. The send refuses an agent without them;
  // this catches one who took them out of Mailer Settings between the send and the mailing.
  if (!returnAddressParts(facts.agent)) {
    const failure = RETURN_ADDRESS_MESSAGES.required;
    await failOrder(deps.db, facts.order, { failure, failedBy: 'refused' }, deps.now());
    return;
  }
  const from = status === 'rendered' ? 'rendered' : 'checking';
  if (!(await claim(deps.db, facts.order, from, 'sending'))) return;
  await mail(deps, facts, deps.service);
}

/** The card as the service takes it: the front's print address, the message, both addresses. */
export function cardOf(deps: PostcardDeps, facts: CardFacts): PostcardMailing {
  const { order, agent, property } = facts;
  return {
    orderId: order.id,
    frontImageUrl: `${deps.publicUrl}/api/postcards/print/${order.printToken}`,
    message: order.message,
    recipient: {
      name: recipientName(property),
      ...withBlanks(recipientAddress(property)),
    },
    returnAddress: {
      name: agent.brokerageName ? `${agent.name}, ${agent.brokerageName}` : agent.name,
      ...(returnAddressParts(agent) ?? { street: '', city: '', state: '', zip: '' }),
    },
  };
}

async function mail(deps: PostcardDeps, facts: CardFacts, service: PostcardService) {
  const { order } = facts;
  try {
    await recordMailed(deps, order, await service.mail(cardOf(deps, facts)));
  } catch (error) {
    if (!(error instanceof PostcardServiceError)) throw error;
    if (error.mayHaveTaken) {
      // Told nothing either way: the next run looks the card up before sending it again.
      await claim(deps.db, order, 'sending', 'checking');
      throw error;
    }
    const failure =
      'The postcard service could not take this card, and nothing was charged. Please try again later.';
    await failOrder(deps.db, order, { failure, failedBy: 'service' }, deps.now());
  }
}

/** The service has the card: mailed, with its order id and cost. */
export async function recordMailed(
  deps: PostcardDeps,
  order: { id: string; agentId: string },
  sent: PostcardSent,
) {
  await deps.db
    .update(postcardOrders)
    .set({
      status: 'mailed',
      providerOrderId: sent.providerOrderId,
      costCents: sent.costCents,
      finishedAt: deps.now(),
    })
    .where(and(eq(postcardOrders.id, order.id), eq(postcardOrders.agentId, order.agentId)));
}

/** Moves the order from one status to the next; false when another run moved it first. */
async function claim(
  db: Database,
  order: { id: string; agentId: string },
  from: 'rendered' | 'sending' | 'checking',
  to: 'sending' | 'checking',
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
