import { OWN_FRONT_PATH } from '@porchlight/contracts';
import { AppError } from '../../lib/app-error';
import { fetchPublicImage, OutboundFetchRefused } from '../../lib/outbound-fetch';
import { coverFront, FrontImageRefused } from '../../providers/postcards/front-image';

/** A card's front as stored and served: the agent's picture as a JPEG, or the app's own PNG. */
export interface CardFront {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/png';
}

/**
 * The front made from an agent's image address: fetched under the outbound-fetch rule, a PNG,
 * JPEG or WebP by its own bytes, cover-cropped to 1875×1275. Throws FrontImageRefused, saying
 * why in words for the agent.
 */
export async function takeAgentFront(url: string): Promise<CardFront> {
  let image: Buffer;
  try {
    image = (await fetchPublicImage(url)).body;
  } catch (error) {
    if (error instanceof OutboundFetchRefused) throw new FrontImageRefused(error.message);
    throw error;
  }
  return { body: await coverFront(image), contentType: 'image/jpeg' };
}

/**
 * The front of a card being sent, taken before the order is stored, so a picture that cannot be
 * a front is refused at once, a 400 naming `frontImageUrl`. Null for the app's own front, which
 * the postcard job draws.
 */
export async function frontForSend(url: string): Promise<CardFront | null> {
  if (OWN_FRONT_PATH.test(url)) return null;
  try {
    return await takeAgentFront(url);
  } catch (error) {
    if (!(error instanceof FrontImageRefused)) throw error;
    throw new AppError('VALIDATION_ERROR', error.message, {
      field: 'frontImageUrl',
      fields: { frontImageUrl: error.message },
    });
  }
}
