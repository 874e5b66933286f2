import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  FRONT_SIZE,
  POSTCARD_SIZE,
  type PostcardBackInput,
  renderPostcardBack,
  renderPostcardFront,
} from './render';

const base: PostcardBackInput = {
  message: 'Hi Maria,\n\nYour porch looks lovely this spring.\nWarmly, Dana',
  returnAddress: '1200 Brickell Ave, Suite 400\nMiami, FL 33131',
  brokerageName: 'Sunshine Realty',
  agentName: 'Dana Rivera',
  agentPhone: '(305) 555-0123',
  recipient: { name: 'Maria Lopez', street: '1234 Palm Ave', cityStateZip: 'Miami, FL 33133' },
};

interface Image {
  width: number;
  height: number;
  rgba: Buffer;
}

/** A minimal PNG reader (8-bit RGBA, not interlaced): the card as a printer would read it. */
function decodePng(png: Buffer): Image {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([...png.subarray(24, 29)]).toEqual([8, 6, 0, 0, 0]);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT')
      idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const rgba = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const a = x >= 4 ? (rgba[y * stride + x - 4] ?? 0) : 0;
      const b = y > 0 ? (rgba[(y - 1) * stride + x] ?? 0) : 0;
      const c = x >= 4 && y > 0 ? (rgba[(y - 1) * stride + x - 4] ?? 0) : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][
        filter ?? 0
      ];
      rgba[y * stride + x] = (value + (predictor ?? 0)) & 0xff;
    }
  }
  return { width, height, rgba };
}

type Region = { x0: number; x1: number; y0: number; y1: number };
const LEFT: Region = { x0: 0, x1: 890, y0: 0, y1: 1200 };
const RIGHT: Region = { x0: 910, x1: 1800, y0: 0, y1: 1200 };

function crop(image: Image, r: Region): Buffer {
  const rows: Buffer[] = [];
  for (let y = r.y0; y < r.y1; y++)
    rows.push(image.rgba.subarray((y * image.width + r.x0) * 4, (y * image.width + r.x1) * 4));
  return Buffer.concat(rows);
}

/** Pixels dark enough to be ink (the message is a dark slate on white). */
function ink(image: Image, r: Region): number {
  const pixels = crop(image, r);
  let count = 0;
  for (let i = 0; i < pixels.length; i += 4)
    if ((pixels[i] ?? 255) + (pixels[i + 1] ?? 255) + (pixels[i + 2] ?? 255) < 300) count++;
  return count;
}

describe('the local postcard renderer', () => {
  it('renders a 6×4 in back at 300 dpi with the message handwritten on its left half', async () => {
    const [one, other] = await Promise.all([
      renderPostcardBack(base),
      renderPostcardBack({ ...base, message: 'Porchlight test note: 7 Quokka Lane!' }),
    ]);
    const first = decodePng(one);
    const second = decodePng(other);
    expect({ width: first.width, height: first.height }).toEqual(POSTCARD_SIZE);
    expect(one.readUInt32BE(one.indexOf('pHYs') + 4)).toBe(11811); // 300 dpi in pixels per metre
    expect(crop(first, LEFT).equals(crop(second, LEFT))).toBe(false);
    expect(crop(first, RIGHT).equals(crop(second, RIGHT))).toBe(true);
    expect(ink(first, LEFT)).toBeGreaterThan(5_000);
    expect(ink(second, LEFT)).toBeGreaterThan(5_000);
    expect(ink(first, RIGHT)).toBeGreaterThan(5_000); // the addresses
  });

  it('shrinks a 1000-character message to fit the left half, line breaks kept', async () => {
    const long =
      `${'All work and no play makes a quiet street lovely. '.repeat(20)}\nThe end.`.slice(-1000);
    expect(long).toHaveLength(1000);
    const [short, full] = (
      await Promise.all([renderPostcardBack(base), renderPostcardBack({ ...base, message: long })])
    ).map(decodePng);
    if (!short || !full) throw new Error('no image');
    expect(ink(full, { x0: 0, x1: 890, y0: 700, y1: 1120 })).toBeGreaterThan(5_000);
    expect(ink(full, { x0: 0, x1: 890, y0: 1140, y1: 1200 })).toBe(0);
    expect(crop(full, RIGHT).equals(crop(short, RIGHT))).toBe(true);
  });

  it('leaves out emoji, which the bundled fonts cannot print', async () => {
    const [withEmoji, without] = await Promise.all([
      renderPostcardBack({ ...base, message: `${base.message} 🏡👍🏽❤️` }),
      renderPostcardBack({ ...base, message: `${base.message} ` }),
    ]);
    expect(withEmoji.equals(without)).toBe(true);
  });

  it("draws a front of its own for the property at thanks.io's 1875×1275: not a blank box", async () => {
    const front = decodePng(
      await renderPostcardFront({ street: '1234 Palm Ave', cityStateZip: 'Miami, FL 33133' }),
    );
    expect(FRONT_SIZE).toEqual({ width: 1875, height: 1275 });
    expect({ width: front.width, height: front.height }).toEqual(FRONT_SIZE);
    const colours = new Set<number>();
    for (let i = 0; i < front.rgba.length; i += 4 * 97) colours.add(front.rgba.readUInt32BE(i));
    expect(colours.size).toBeGreaterThan(20);
    expect(ink(front, { x0: 940, x1: 1875, y0: 0, y1: 1275 })).toBeGreaterThan(10_000); // the text
    // Nothing but the background and the stripe within the 1/8 in the cutter trims off.
    expect(ink(front, { x0: 1837, x1: 1875, y0: 0, y1: 1275 })).toBe(0);
  });
});
