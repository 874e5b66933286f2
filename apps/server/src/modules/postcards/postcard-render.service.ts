import { cityLine, formatPhone, OWN_FRONT_PATH, ownerLines } from '@porchlight/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, leads, postcardOrders, properties } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { FrontImageRefused } from '../../providers/postcards/front-image';
import { renderPostcardBack, renderPostcardFront } from '../../providers/postcards/render';
import { returnAddressParts } from '../accounts';
import { type CardFront, takeAgentFront } from './postcard-front.service';

/** What the card needs to know of the order, its lead's property and owner, and the agent. */
export async function cardFacts(db: Database, orderId: string) {
  const [row] = await db
    .select({
      order: postcardOrders,
      agent: {
        name: agents.name,
        phone: agents.phone,
        returnAddress: agents.returnAddress,
        returnStreet: agents.returnStreet,
        returnCity: agents.returnCity,
        returnState: agents.returnState,
        returnZip: agents.returnZip,
        brokerageName: agents.brokerageName,
      },
      property: {
        street: properties.address,
        city: properties.city,
        state: properties.state,
        zip: properties.zip,
        owner1: properties.owner1,
        owner2: properties.owner2,
        mailingStreet: properties.mailingStreet,
        mailingCity: properties.mailingCity,
        mailingState: properties.mailingState,
        mailingZip: properties.mailingZip,
      },
    })
    .from(postcardOrders)
    .innerJoin(agents, eq(agents.id, postcardOrders.agentId))
    .innerJoin(leads, eq(leads.id, postcardOrders.leadId))
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(eq(postcardOrders.id, orderId));
  return row ?? null;
}

export type CardFacts = NonNullable<Awaited<ReturnType<typeof cardFacts>>>;
type Property = CardFacts['property'];

/** The property's street and "City, ST 12345", as the app's own front shows them. */
export function propertyLines(p: Pick<Property, 'street' | 'city' | 'state' | 'zip'>) {
  return { street: p.street, cityStateZip: cityLine(p.city, p.state, p.zip) };
}

/**
 * The postcard job's first step: renders the back (the message in the handwriting font, the
 * return address, the owner's mailing address) and the app's own front when the card has no
 * picture of the agent's (taken, and made 1875×1275, when the card was sent), and stores them as
 * `rendered`: with no postcard service that is the end, a real print-ready card, not mailed. An
 * order stored before fronts were taken at send has its picture taken here; one that cannot be a
 * front fails the order, says why, and takes the postcard mark off the lead.
 */
export async function renderPostcard(db: Database, facts: CardFacts, now: () => Date) {
  const { order, agent, property } = facts;
  let front: CardFront;
  try {
    front = await frontOf(order, property);
  } catch (error) {
    if (!(error instanceof FrontImageRefused)) throw error;
    await failOrder(db, order, { failure: error.message, failedBy: 'refused' }, now());
    return false;
  }
  const parts = returnAddressParts(agent);
  const back = await renderPostcardBack({
    message: order.message,
    returnAddress: parts
      ? `${parts.street}\n${cityLine(parts.city, parts.state, parts.zip)}`
      : agent.returnAddress,
    brokerageName: agent.brokerageName,
    agentName: agent.name,
    agentPhone: agent.phone ? formatPhone(agent.phone) : null,
    recipient: { name: recipientName(property), ...recipientLines(property) },
  });
  await db
    .update(postcardOrders)
    .set({
      status: 'rendered',
      frontImage: front.body,
      frontType: front.contentType,
      backPng: back,
      finishedAt: now(),
    })
    .where(and(eq(postcardOrders.id, order.id), eq(postcardOrders.agentId, order.agentId)));
  return true;
}

/** The card's front: the one taken at send, else the app's own drawn now, else the agent's. */
async function frontOf(order: CardFacts['order'], property: Property): Promise<CardFront> {
  if (order.frontImage && (order.frontType === 'image/jpeg' || order.frontType === 'image/png')) {
    return { body: order.frontImage, contentType: order.frontType };
  }
  if (OWN_FRONT_PATH.test(order.frontImageUrl)) {
    return { body: await renderPostcardFront(propertyLines(property)), contentType: 'image/png' };
  }
  return takeAgentFront(order.frontImageUrl);
}

/** The owner as the card addresses them, or "Homeowner". */
export function recipientName(property: Property): string {
  return (
    ownerLines({ ...property, ownerFullName: null, ownerName: null }).join(' & ') || 'Homeowner'
  );
}

/** Where the card goes: the owner's mailing address, else the property's. */
export function recipientAddress(p: Property) {
  return p.mailingStreet
    ? { street: p.mailingStreet, city: p.mailingCity, state: p.mailingState, zip: p.mailingZip }
    : { street: p.street, city: p.city, state: p.state, zip: p.zip };
}

/** The recipient's address as the card prints it: the street, then "City, ST 12345". */
function recipientLines(property: Property) {
  const { street, city, state, zip } = recipientAddress(property);
  return { street, cityStateZip: cityLine(city, state, zip) };
}

/**
 * Fails the order, saying why, and takes the postcard mark off its lead. With `from`, only an
 * order still in one of those states (false when another run settled it first); `keepMark`
 * leaves the lead marked, for a card the service may still have taken.
 */
export async function failOrder(
  db: Database,
  order: { id: string; agentId: string; leadId: string },
  why: { failure: string; failedBy: 'refused' | 'service' },
  at: Date,
  only: { from?: PostcardStatus[]; keepMark?: boolean } = {},
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const failed = await tx
      .update(postcardOrders)
      .set({ status: 'failed', ...why, finishedAt: at })
      .where(
        and(
          eq(postcardOrders.id, order.id),
          eq(postcardOrders.agentId, order.agentId),
          only.from ? inArray(postcardOrders.status, only.from) : undefined,
        ),
      )
      .returning({ id: postcardOrders.id });
    if (failed.length === 0) return false;
    if (only.keepMark) return true;
    await tx.execute(sql`
      update leads set postcard_sent_at = null, postcard_order_id = null
      where id = ${order.leadId} and agent_id = ${order.agentId} and postcard_order_id = ${order.id}`);
    return true;
  });
}

export type PostcardStatus = (typeof postcardOrders.status.enumValues)[number];
