/** A postcard to mail: the card's front, its message, and the two addresses. */
export interface PostcardMailing {
  /** Our order id: the service's own reference, so a retry is recognised as the same card. */
  orderId: string;
  /** A public http(s) address of the front image the service fetches: 1875×1275 px. */
  frontImageUrl: string;
  message: string;
  recipient: { name: string; street: string; city: string; state: string; zip: string };
  /** The agent's, in its parts: thanks.io prints it from them (one free-text line will not do). */
  returnAddress: { name: string; street: string; city: string; state: string; zip: string };
}

/**
 * A postcard service (docs/postcards.md "Mailing with thanks.io"): `thanksio` mails the card.
 * Without one (`local`) the card is rendered and kept, not mailed. A service that cannot take the
 * card throws PostcardServiceError; its message is for the log and names no key.
 */
export interface PostcardService {
  name: 'thanksio';
  mail(card: PostcardMailing): Promise<{ providerOrderId: string; costCents: number | null }>;
}

export class PostcardServiceError extends Error {}
