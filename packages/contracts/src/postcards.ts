import { z } from 'zod';

/** The postcard dialog's refusals (docs/postcards.md "Sending"), word for word. */
export const POSTCARD_MESSAGES = {
  messageRequired: { title: 'Message Required', text: 'Please enter a message for the postcard' },
  imageRequired: { title: 'Image Required', text: 'Please provide a front image URL' },
  sendFailed: {
    title: 'Failed to Send Postcard',
    text: 'An error occurred while sending the postcard',
  },
} as const;

/** The longest message a postcard's back holds in the handwriting font. */
export const POSTCARD_MESSAGE_MAX = 1000;

/** The front the app draws for a lead, as the dialog names it: `/api/postcards/front/{leadId}`. */
export const OWN_FRONT_PATH = /^\/api\/postcards\/front\/([0-9a-f-]{36})$/;

export const FRONT_ADDRESS_MESSAGE = 'The front image must be an http:// or https:// address';

/** An absolute http(s) address with a host: never file:, data:, javascript: or another scheme. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/**
 * POST /api/postcards/send (docs/postcards.md "Sending"): the lead, the back's message, and the
 * front: an http(s) address of a PNG, JPEG or WebP picture (the server fetches it at once, and
 * refuses anything else with a 400), or the front the app renders for the lead (OWN_FRONT_PATH).
 */
export const SendPostcardRequest = z.object({
  leadId: z.uuid('leadId must be a lead id'),
  message: z
    .string(POSTCARD_MESSAGES.messageRequired.text)
    .trim()
    .min(1, POSTCARD_MESSAGES.messageRequired.text)
    .max(POSTCARD_MESSAGE_MAX, `The message can have at most ${POSTCARD_MESSAGE_MAX} characters`),
  frontImageUrl: z
    .string(POSTCARD_MESSAGES.imageRequired.text)
    .trim()
    .min(1, POSTCARD_MESSAGES.imageRequired.text)
    .max(2048, 'The front image address is too long')
    .refine(
      (value) => OWN_FRONT_PATH.test(value) || WEB_ADDRESS.test(value),
      FRONT_ADDRESS_MESSAGE,
    ),
});
export type SendPostcardRequest = z.infer<typeof SendPostcardRequest>;

export const POSTCARD_STATUSES = ['queued', 'rendered', 'mailed', 'failed'] as const;

/**
 * A postcard order: queued until its job ran; `rendered` when no postcard service is configured
 * (a real print-ready card, not mailed), `mailed` when the service took it, `failed` with why.
 */
export const PostcardOrder = z.object({
  orderId: z.string(),
  status: z.enum(POSTCARD_STATUSES),
  mailed: z.boolean(),
  failure: z.string().nullable(),
});
export type PostcardOrder = z.infer<typeof PostcardOrder>;

/**
 * Where a rendered card stands (docs/postcards.md "Mailing with thanks.io"): `rendered` (made;
 * mailed next when a postcard service is configured), `sending` to the service, `checking`
 * whether the service took it after it gave no answer, `mailed`.
 */
export const POSTCARD_MAILING_STATES = ['rendered', 'sending', 'checking', 'mailed'] as const;

/** GET /api/postcards/order/{orderId}: where the rendered card can be seen, and where it stands. */
export const PostcardPreview = z.object({
  preview_url: z.string(),
  status: z.enum(POSTCARD_MAILING_STATES),
});
export type PostcardPreview = z.infer<typeof PostcardPreview>;

export const PostcardOrderParams = z.object({ orderId: z.uuid('orderId must be an order id') });

/** The preview's side: the back (the message) unless `front` is asked for. */
export const PostcardPreviewQuery = z.object({ side: z.enum(['front', 'back']).default('back') });

/** GET /api/postcards/print/{token} (public): the key the postcard service fetches a front by. */
export const PostcardPrintParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'token must be a print key'),
});
