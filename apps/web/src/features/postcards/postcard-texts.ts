// The postcard dialog's words (docs/screens.md "Postcard dialog"). The refusals are fixed in the
// contracts (POSTCARD_MESSAGES); the default message and the honest "not
// mailed" label are chosen here, once.
import {
  formatPhone,
  type Lead,
  ownerFirstName,
  type PostcardPreview,
} from '@porchlight/contracts';

type PostcardMailingState = PostcardPreview['status'];

import * as routes from '@porchlight/contracts/routes';
import { routeUrl } from '@/lib/api-client';

/** What the dialog needs of a lead: the whole lead and a follow-up card's lead both have it. */
export type PostcardLead = Pick<
  Lead,
  'id' | 'address' | 'city' | 'state' | 'zip' | 'owner1' | 'owner2' | 'ownerFullName' | 'ownerName'
>;

/** Said in place of Preview Postcard when the owner's list marks them Do Not Mail. */
export const DO_NOT_MAIL = "No postcard: the owner's list says Do Not Mail";

/** Said beside Send and after it: without a postcard service the card is only rendered. */
export const NOT_MAILED = 'Not mailed: no postcard service configured';
export const MAILED = 'Mailed by the postcard service once it is rendered';

export function postcardModeText(mailing: boolean): string {
  return mailing ? MAILED : NOT_MAILED;
}

/**
 * Where a rendered card stands with the postcard service, said under the card; nothing for
 * `rendered` (the dialog's description already says whether cards are mailed). `checking` never
 * says nothing was charged: the service may have taken the card (docs/postcards.md).
 */
export function postcardStateText(status: PostcardMailingState): string | null {
  switch (status) {
    case 'sending':
      return 'On its way to the postcard service.';
    case 'checking':
      return 'Checking with the postcard service whether it took this card. It will not be sent or charged twice.';
    case 'mailed':
      return 'Mailed by the postcard service.';
    default:
      return null;
  }
}

/** The toast after a send, as honest as the server's mode. */
export function postcardCreatedToast(mailing: boolean) {
  return mailing
    ? { title: 'Postcard Sent', text: 'Rendered and on its way to the postcard service.' }
    : { title: 'Postcard Created', text: `Rendered and saved. ${NOT_MAILED}.` };
}

/**
 * The front the app draws for the lead's property: the server knows this exact path and draws
 * it itself. It stands in for the street-view image when the app has no Google key.
 */
export function ownFrontPath(leadId: string): string {
  return routeUrl(routes.getPostcardFrontImage, { params: { leadId } });
}

/**
 * The front a new postcard starts with (docs/screens.md "Postcard dialog"): the street-view image
 * of the address at 600x400 when a Google key is built in, else the app's own front for the lead.
 */
export function defaultFrontUrl(lead: PostcardLead, mapsKey: string | undefined): string {
  if (!mapsKey) return ownFrontPath(lead.id);
  const location = [lead.address, lead.city, [lead.state, lead.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const url = new URL('https://maps.googleapis.com/maps/api/streetview');
  url.search = new URLSearchParams({ size: '600x400', location, key: mapsKey }).toString();
  return url.toString();
}

/** The default message: the owner's first name (or "Homeowner"), the address, the phone. */
export function defaultPostcardMessage(lead: PostcardLead, agentPhone: string | null): string {
  const name = ownerFirstName(lead) ?? 'Homeowner';
  const callMe = agentPhone
    ? `Call or text me anytime at ${formatPhone(agentPhone)}.`
    : 'Call or text me anytime.';
  return [
    `Hi ${name},`,
    `I'm a local real estate agent and I'd love to talk with you about your property at ${lead.address}. If you have ever thought about selling, I can help you get a great price with no hassle.`,
    callMe,
  ].join('\n\n');
}
