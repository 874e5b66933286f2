import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * RGBA pixels as a PNG, compressed on libuv's thread pool (resvg's own asPng() encodes on the
 * event loop: about 35 ms for a card). Carries its resolution (pHYs) so print tools read 6×4 in.
 */
export async function encodePng(
  rgba: Buffer,
  width: number,
  height: number,
  dpi: number,
): Promise<Buffer> {
  const stride = width * 4;
  const raw = Buffer.alloc(height * (stride + 1)); // each row: filter byte 0 (None), then pixels
  for (let y = 0; y < height; y++)
    rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, not interlaced
  const perMetre = Math.round(dpi / 0.0254);
  const physical = Buffer.alloc(9);
  physical.writeUInt32BE(perMetre, 0);
  physical.writeUInt32BE(perMetre, 4);
  physical[8] = 1; // unit: metre
  const data = await deflateAsync(raw, { level: 6 });
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('pHYs', physical),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
