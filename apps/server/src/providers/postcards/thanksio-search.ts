import { z } from 'zod';
import type { PostcardMailing, PostcardSent } from './index';

/** thanks.io's clock may run behind ours: a card it stamped this much before the order counts. */
const CLOCK_SKEW_MS = 10 * 60_000;

const OrderId = z.union([z.string(), z.number()]).transform(String);

/**
 * thanks.io's answer to `GET /api/v2/orders/search?street_address=…` ("Search by Street
 * Address", docs.thanks.io/api-reference/orders/search-by-street-address): the recipients sent
 * to that street (`matched_order_items`) and their orders, each with its message. Read leniently
 * field by field; an answer without these lists is not one we can decide on.
 */
export const SearchAnswer = z.object({
  matched_order_items: z.array(
    z.object({
      order_id: OrderId,
      postal_code: z.string().nullish(),
      created_at: z.string().nullish(),
      individual_price: z.number().int().nonnegative().nullish().catch(null),
    }),
  ),
  orders: z.array(
    z.object({ id: OrderId, order: z.object({ message: z.string().nullish() }).nullish() }),
  ),
});

/**
 * The card among those thanks.io found on its street: same ZIP, the same message (thanks.io
 * keeps it as sent, its line ends maybe as \r\n), stamped no earlier than the order was made
 * here. The search answers no `custom1`, so the order id we send cannot be matched on.
 */
export function cardIn(
  answer: z.infer<typeof SearchAnswer>,
  card: PostcardMailing,
  since: Date,
): PostcardSent | null {
  const from = since.getTime() - CLOCK_SKEW_MS;
  for (const item of answer.matched_order_items) {
    const order = answer.orders.find((o) => o.id === item.order_id)?.order;
    if (lines(order?.message) !== lines(card.message)) continue;
    if (zip5(item.postal_code) !== zip5(card.recipient.zip)) continue;
    if (!(stampedAt(item.created_at) >= from)) continue;
    return { providerOrderId: item.order_id, costCents: item.individual_price ?? null };
  }
  return null;
}

const lines = (text: string | null | undefined) => (text ?? '').replace(/\r\n/g, '\n').trim();
const zip5 = (zip: string | null | undefined) => (zip ?? '').trim().slice(0, 5);

/** thanks.io's "2021-01-06 13:08:52 UTC" (or an ISO time) in ms; NaN when unreadable. */
const stampedAt = (at: string | null | undefined) =>
  Date.parse((at ?? '').replace(/ UTC$/, 'Z').replace(' ', 'T'));
