import { z } from 'zod';
import { type PostcardMailing, type PostcardService, PostcardServiceError } from './index';
import { cardIn, SearchAnswer } from './thanksio-search';

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
 * thanks.io's postcard API (bearer token; thanks.io API 1.0.0, docs.thanks.io):
 * `POST /api/v2/send/postcard` sends a 4×6 card in a handwriting style (an integer id), the front
 * fetched by thanks.io from its URL (1875×1275 px, which the app makes every front), one recipient
 * and the agent's return address in its parts; our order id rides along as the recipient's
 * `custom1`, so a card seen on their side can be traced to its order. `GET /api/v2/orders/search`
 * finds the cards sent to a street, which is how a card whose answer never came is looked up.
 */
export function createThanksIoPostcards(options: {
  token: string;
  baseUrl?: string;
  handwritingStyle?: number;
  timeoutMs?: number;
}): PostcardService {
  const { token, timeoutMs = 20_000 } = options;
  const api = `${(options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/api/v2`;
  const fail = (problem: string, mayHaveTaken: boolean) =>
    new PostcardServiceError(problem.replaceAll(token, '[token]'), mayHaveTaken);

  /**
   * One call and its JSON. No answer (a timeout, a cut connection) and a 5xx may hide a card
   * thanks.io took; a 4xx is a refusal, which takes nothing.
   */
  async function call(path: string, what: string, init: { method: string; body?: string }) {
    let response: Response;
    try {
      response = await fetch(`${api}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw fail(`thanks.io did not answer ${what}: ${(error as Error).message}`, true);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const says = JSON.stringify(body ?? {}).slice(0, 300);
      throw fail(
        `thanks.io refused ${what}: HTTP ${response.status} ${says}`,
        response.status >= 500,
      );
    }
    return body;
  }

  return {
    name: 'thanksio',
    async mail(card: PostcardMailing) {
      const body = JSON.stringify(sendBody(card, options.handwritingStyle));
      const answer = SendAnswer.safeParse(
        await call('/send/postcard', 'the postcard', { method: 'POST', body }),
      );
      if (!answer.success) throw fail('thanks.io answered without an order id', true);
      return {
        providerOrderId: answer.data.id,
        costCents: answer.data.authorization_total ?? null,
      };
    },
    async find(card: PostcardMailing, since: Date) {
      const query = new URLSearchParams({ street_address: card.recipient.street });
      const answer = SearchAnswer.safeParse(
        await call(`/orders/search?${query}`, 'the order search', { method: 'GET' }),
      );
      if (!answer.success)
        throw fail('thanks.io answered the order search without its lists', true);
      return cardIn(answer.data, card, since);
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
