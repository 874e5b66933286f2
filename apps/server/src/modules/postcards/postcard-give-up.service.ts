import { subHours } from 'date-fns';
import { and, inArray, lt } from 'drizzle-orm';
import { postcardOrders } from '../../db/schema';
import { PostcardServiceError } from '../../providers/postcards';
import { cardOf, type PostcardDeps, recordMailed } from './postcard-mailing.service';
import type { PostcardJob } from './postcard-order.service';
import { cardFacts, failOrder } from './postcard-render.service';

export const POSTCARD_GIVE_UP_QUEUE = 'postcard-give-up' as const;
export const POSTCARD_SWEEP_QUEUE = 'postcard-sweep' as const;
/** Hourly, at minute 23 (UTC). */
export const POSTCARD_SWEEP_CRON = '23 * * * *';
/**
 * A card still `sending` or `checking` this long after it was ordered has no job left (the job's
 * retries end after 14 h at most; an order from before they were this long kept its shorter
 * ones): the sweep settles it.
 */
export const UNSETTLED_AFTER_HOURS = 24;

/** What the agent reads of a card the app stopped trying to mail (docs/postcards.md). */
export const GIVE_UP_MESSAGES = {
  unreachable:
    'We stopped trying: the postcard service could not be reached for over 12 hours, so we cannot tell whether it took this card. It will not be sent again.',
  notTaken:
    'The postcard service did not take this card, and nothing was charged. You can send it again.',
  notMade: 'This postcard could not be made, and nothing was mailed. You can send it again.',
} as const;

/**
 * The end of a card whose job spent its retries (docs/postcards.md "thanks.io silent"): never
 * left `checking`. A card handed to the service is looked up once more: found, it is mailed; the
 * service answering without it, it failed and nothing was charged; the service still silent, it
 * fails as unknown, its lead keeps the postcard mark (the card may yet arrive) and it is never
 * sent again. A card never handed over fails, and may be sent again. Settling twice changes
 * nothing: only an order still unsettled moves.
 */
export async function giveUpPostcard(deps: PostcardDeps, job: PostcardJob) {
  const facts = await cardFacts(deps.db, job.orderId);
  if (!facts) return;
  const { order } = facts;
  const handedOver = order.status === 'sending' || order.status === 'checking';
  if (!handedOver) {
    // `rendered` is where a card with no postcard service ends: made, and kept.
    if (order.status !== 'queued' && !(order.status === 'rendered' && deps.service)) return;
    const failure = GIVE_UP_MESSAGES.notMade;
    await failOrder(deps.db, order, { failure, failedBy: 'refused' }, deps.now(), {
      from: [order.status],
    });
    return;
  }
  const from: ['sending', 'checking'] = ['sending', 'checking'];
  const found = deps.service
    ? await deps.service.find(cardOf(deps, facts), order.createdAt).catch((error: unknown) => {
        if (error instanceof PostcardServiceError) return undefined;
        throw error;
      })
    : undefined;
  if (found) return recordMailed(deps, order, found);
  const failure = found === null ? GIVE_UP_MESSAGES.notTaken : GIVE_UP_MESSAGES.unreachable;
  await failOrder(deps.db, order, { failure, failedBy: 'service' }, deps.now(), {
    from,
    keepMark: found === undefined,
  });
}

/** The hourly sweep: every card left unsettled past UNSETTLED_AFTER_HOURS is given up. */
export async function sweepUnsettledPostcards(deps: PostcardDeps) {
  const stale = await deps.db
    .select({ orderId: postcardOrders.id })
    .from(postcardOrders)
    .where(
      and(
        inArray(postcardOrders.status, ['sending', 'checking']),
        lt(postcardOrders.createdAt, subHours(deps.now(), UNSETTLED_AFTER_HOURS)),
      ),
    );
  for (const { orderId } of stale) await giveUpPostcard(deps, { orderId });
}
