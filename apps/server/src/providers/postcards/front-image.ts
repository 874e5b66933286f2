import sharp from 'sharp';

/**
 * Every front, as thanks.io requires it for a 4×6 card: 1875×1275 px, 6.25×4.25 in at 300 dpi,
 * the card with 1/8 in of bleed on each side that the cutter trims.
 */
export const FRONT_SIZE = { width: 1875, height: 1275 } as const;

/** What the edge of a front loses to the cutter: keep nothing that matters this close to it. */
export const FRONT_BLEED = 38;

export type RasterType = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The picture's type by its first bytes, never by what the server sending it says: PNG, JPEG or
 * WebP, or null for anything else (an SVG above all, which is a document that can run script).
 */
export function rasterType(bytes: Buffer): RasterType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const riff = bytes.toString('latin1', 0, 4) === 'RIFF';
  if (riff && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Why a picture cannot be a front, in words for the agent. */
export class FrontImageRefused extends Error {}

export const NOT_A_PICTURE = 'The front image must be a PNG, JPEG or WebP picture.';

/** Larger than any camera's photo; decoding more would take the server's memory (~4 bytes a pixel). */
const MAX_PIXELS = 50_000_000;

/**
 * An agent's picture made a front: turned upright as its camera meant (EXIF orientation), scaled
 * to cover 1875×1275 and cropped around its centre, set on white, as a JPEG with no metadata (a
 * phone photo's location stays out of the print). Decoded on libuv's thread pool, not the event
 * loop. Anything but a readable PNG, JPEG or WebP is refused.
 */
export async function coverFront(bytes: Buffer): Promise<Buffer> {
  if (!rasterType(bytes)) throw new FrontImageRefused(NOT_A_PICTURE);
  const unreadable = new FrontImageRefused('The front image could not be read as a picture.');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw unreadable;
    });
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
    throw new FrontImageRefused('The front image is larger than 50 megapixels.');
  }
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ ...FRONT_SIZE, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer()
    .catch(() => {
      throw unreadable;
    });
}
