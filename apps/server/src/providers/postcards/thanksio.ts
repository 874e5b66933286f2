import { z } from 'zod';
import { type PostcardMailing, type PostcardService, PostcardServiceError } from './index';

const DEFAULT_BASE_URL = 'https://api.thanks.io';

/**
 * thanks.io's answer to a send (its "Order Submitted Response"), read leniently: the order id,
 * and what the order costs, `authorization_total`, in cents.
 */
const SendAnswer = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  authorization_total: z.number().int().nonnegative().nullish().catch(null),
});

/**
 * thanks.io's postcard API (`POST /api/v2/send/postcard`, bearer token; thanks.io API 1.0.0): a
 * 4×6 card in a handwriting style (an integer id), the front fetched by thanks.io from its URL
 * (1875×1275 px, which the app makes every front), one recipient and the agent's return address
 * in its parts. Our order id rides along as the recipient's `custom1`, so a card found on their
 * side can be traced to its order.
 */
export function createThanksIoPostcards(options: {
  token: string;
  baseUrl?: string;
  handwritingStyle?: number;
  timeoutMs?: number;
}): PostcardService {
  const { token, timeoutMs = 20_000 } = options;
  const endpoint = `${(options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/api/v2/send/postcard`;
  const fail = (problem: string) => new PostcardServiceError(problem.replaceAll(token, '[token]'));
  return {
    name: 'thanksio',
    async mail(card: PostcardMailing) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(sendBody(card, options.handwritingStyle)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw fail(`thanks.io did not answer: ${(error as Error).message}`);
      }
      const body = await response.json().catch(() => undefined);
      if (!response.ok) {
        const says = JSON.stringify(body ?? {}).slice(0, 300);
        throw fail(`thanks.io refused the postcard: HTTP ${response.status} ${says}`);
      }
      const answer = SendAnswer.safeParse(body);
      if (!answer.success) throw fail('thanks.io answered without an order id');
      return {
        providerOrderId: answer.data.id,
        costCents: answer.data.authorization_total ?? null,
      };
    },
  };
}

function sendBody(card: PostcardMailing, handwritingStyle = 1) {
  const { recipient, returnAddress } = card;
  return {
    front_image_url: card.frontImageUrl,
    handwriting_style: handwritingStyle,
    message: card.message,
    size: '4x6',
    recipients: [
      {
        name: recipient.name,
        address: recipient.street,
        city: recipient.city,
        province: recipient.state,
        postal_code: recipient.zip,
        country: 'US',
        custom1: card.orderId,
      },
    ],
    return_name: returnAddress.name,
    return_address: returnAddress.street,
    return_city: returnAddress.city,
    return_state: returnAddress.state,
    return_postal_code: returnAddress.zip,
  };
}
