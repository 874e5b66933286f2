import { setImmediate as nextTurn } from 'node:timers/promises';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { postcardFonts } from './fonts';
import { FRONT_SIZE } from './front-image';
import { encodePng } from './png';
import { frontTree, type PostcardFrontInput } from './postcard-front';
import {
  backTree,
  MESSAGE_BOX,
  MESSAGE_SIZE,
  messageBlock,
  POSTCARD_SIZE,
  type PostcardBackInput,
  type ReactNode,
} from './postcard-layout';

export { FRONT_SIZE, POSTCARD_SIZE, type PostcardBackInput, type PostcardFrontInput };

/**
 * The back of the `local` postcard as a print-ready PNG (6×4 in at 300 dpi, 1800×1200): the
 * agent's message handwritten on the left, shrunk to fit and keeping its line breaks; on the
 * right the return address, the postage box and the recipient's address.
 */
export async function renderPostcardBack(input: PostcardBackInput): Promise<Buffer> {
  const size = await fitMessageSize(input.message);
  return rasterize(await toSvg(backTree(input, size), POSTCARD_SIZE));
}

/**
 * The front the app draws itself when there is no photo of the property (never a blank box), a
 * PNG at thanks.io's 1875×1275, the size of every front.
 */
export async function renderPostcardFront(input: PostcardFrontInput): Promise<Buffer> {
  return rasterize(await toSvg(frontTree(input), FRONT_SIZE));
}

/**
 * The largest font size (within MESSAGE_SIZE) at which the message, wrapped, fits its box: a
 * binary search over layouts measured by satori itself (text not turned into paths, so cheap).
 * A message that does not fit even at the smallest size is cut at the box's edge.
 */
export async function fitMessageSize(message: string): Promise<number> {
  const fonts = await postcardFonts();
  const fits = async (fontSize: number): Promise<boolean> => {
    await nextTurn(); // satori's layout runs on the event loop: let other work in between tries
    const svg = await satori(messageBlock(message, fontSize), {
      width: MESSAGE_BOX.width,
      fonts,
      embedFont: false,
    });
    const height = Number(/height="([\d.]+)"/.exec(svg)?.[1] ?? Number.POSITIVE_INFINITY);
    return height <= MESSAGE_BOX.height;
  };
  if (await fits(MESSAGE_SIZE.max)) return MESSAGE_SIZE.max;
  let low: number = MESSAGE_SIZE.min;
  let high: number = MESSAGE_SIZE.max;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

async function toSvg(tree: ReactNode, size: { width: number; height: number }): Promise<string> {
  return satori(tree, { ...size, fonts: await postcardFonts() });
}

/** resvg rasterizes, and zlib compresses, on libuv's thread pool: off the event loop. */
async function rasterize(svg: string): Promise<Buffer> {
  await nextTurn();
  const image = await renderAsync(svg, {
    background: '#ffffff',
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  });
  return encodePng(image.pixels, image.width, image.height, 300);
}
