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

/** What the service made of a card it took: its order id and cost, in cents when it says. */
export interface PostcardSent {
  providerOrderId: string;
  costCents: number | null;
}

/**
 * A postcard service (docs/postcards.md "Mailing with thanks.io"): `thanksio` mails the card.
 * Without one (`local`) the card is rendered and kept, not mailed. A service that cannot take the
 * card throws PostcardServiceError; its message is for the log and names no key. `find` looks a
 * card up among those the service took since a moment, by what was sent with it: after an
 * answer that never came, it tells whether the card was taken before it is sent again.
 */
export interface PostcardService {
  name: 'thanksio';
  mail(card: PostcardMailing): Promise<PostcardSent>;
  find(card: PostcardMailing, since: Date): Promise<PostcardSent | null>;
}

/**
 * `mayHaveTaken`: the service may have the card (no answer, a timeout, a 5xx), so it must be
 * looked up before it is sent again; false when the service refused it (a 4xx), which charges
 * nothing.
 */
export class PostcardServiceError extends Error {
  constructor(
    message: string,
    readonly mayHaveTaken: boolean,
  ) {
    super(message);
  }
}
