import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { savedLeadsApp } from '../../../test/saved-leads-app';

// The agents' pictures are served here from this machine, which the outbound-fetch rule refuses:
// for this file only, 127.0.0.1 counts as a public address (every other rule stays as it is).
vi.mock('../../lib/public-address', async (original) => {
  const real = await original<typeof import('../../lib/public-address')>();
  return {
    ...real,
    isPublicAddress: (address: string) => address === '127.0.0.1' || real.isPublicAddress(address),
  };
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

/** A 3000×1000 picture in three bands, red, green and blue: where a crop was taken shows. */
function bands(): Promise<Buffer> {
  const [width, height] = [3000, 1000];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw[(y * width + x) * 3 + Math.floor(x / 1000)] = 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .webp({ lossless: true })
    .toBuffer();
}

const pictures: Record<string, { type: string; body: () => Promise<Buffer> }> = {
  '/house.svg': { type: 'image/svg+xml', body: async () => Buffer.from(SVG) },
  '/disguised.png': { type: 'image/png', body: async () => Buffer.from(SVG) },
  '/photo.jpg': {
    type: 'image/jpeg',
    body: () =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: '#3b82f6' } })
        .jpeg()
        .toBuffer(),
  },
  '/bands.webp': { type: 'image/webp', body: bands },
  '/portrait.png': {
    type: 'image/png',
    body: () =>
      sharp({ create: { width: 600, height: 1200, channels: 4, background: '#10b98180' } })
        .png()
        .toBuffer(),
  },
};

let base = '';
const server = http.createServer(async (request, response) => {
  const picture = pictures[request.url ?? ''];
  if (!picture) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': picture.type }).end(await picture.body());
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const app = savedLeadsApp('2026-11-02T15:00:00Z', { zip: '00971', count: 5 });

const send = (n: number, path: string) =>
  app.the.call('POST', '/api/postcards/send', {
    leadId: app.the.leadId(n),
    message: 'Hi Pat, would you consider an offer?',
    frontImageUrl: `${base}${path}`,
  });

async function storedFront(orderId: string) {
  const { rows } = await app.t.database.pool.query(
    'select front_image, front_type, print_token from postcard_orders where id = $1',
    [orderId],
  );
  return rows[0] as { front_image: Buffer; front_type: string; print_token: string };
}

it.each(['/house.svg', '/disguised.png'])(
  'refuses the SVG at %s as a front at once, with a 400 naming the field',
  async (path) => {
    const sent = await send(0, path);
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      field: 'frontImageUrl',
      fields: { frontImageUrl: 'The front image must be a PNG, JPEG or WebP picture.' },
    });
    expect(await app.the.savedLead(0)).toMatchObject({ postcardSent: false });
    const { rows } = await app.t.database.pool.query('select 1 from postcard_orders');
    expect(rows).toEqual([]);
  },
);

it.each([
  [1, '/photo.jpg'],
  [2, '/bands.webp'],
  [3, '/portrait.png'],
])('makes lead %i’s picture %s a 1875×1275 front, cropped to cover', async (n, path) => {
  const sent = await send(n, path);
  expect(sent.statusCode).toBe(201);
  const front = await storedFront(sent.json().orderId);
  expect(front.front_type).toBe('image/jpeg');
  const meta = await sharp(front.front_image).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 1875, height: 1275 });
  const print = await app.t.app.inject({ url: `/api/postcards/print/${front.print_token}` });
  expect(print.headers['content-type']).toBe('image/jpeg');
  expect(print.rawPayload.equals(front.front_image)).toBe(true);
});

it('crops a wide picture around its centre rather than stretching it', async () => {
  const { rows } = await app.t.database.pool.query(
    "select front_image from postcard_orders where front_image_url like '%/bands.webp'",
  );
  const { data, info } = await sharp(rows[0].front_image)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colour = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    const rgb = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    return ['red', 'green', 'blue'][rgb.indexOf(Math.max(...rgb))];
  };
  // Scaled to 1275 high (3825 wide), the middle 1875 keep the green band and the others' edges.
  expect([colour(100, 600), colour(600, 600), colour(937, 600), colour(1800, 600)]).toEqual([
    'red',
    'green',
    'green',
    'blue',
  ]);
});
