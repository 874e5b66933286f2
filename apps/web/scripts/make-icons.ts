/**
 * `npx tsx apps/web/scripts/make-icons.ts`: draws the favicon, the app icons (192, 512, maskable
 * 512, Apple's 180) and the 1200×630 Open Graph picture from the porch-lamp mark, into
 * apps/web/public. Run it when the mark changes; its output is committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { postcardFonts } from '../../server/src/providers/postcards/fonts';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const INK = '#1c1917';
const AMBER = '#f59e0b';
const CREAM = '#fef3c7';

/** The mark on a 32-unit grid, the same shapes as components/layout/logo.tsx. */
const MARK = `
  <rect x="3" y="8" width="4" height="15" rx="2" fill="${INK}"/>
  <path d="M7 12h5" stroke="${INK}" stroke-width="2"/>
  <path d="M10 11 17 5l7 6z" fill="${INK}"/>
  <path d="M11.5 12h11L21 23h-8z" fill="${AMBER}" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round"/>
  <circle cx="17" cy="16.5" r="2.5" fill="${CREAM}"/>
  <rect x="12" y="23" width="10" height="3" rx="1" fill="${INK}"/>`;

/** The mark centred on a square; `inset` is the share of the side left around it. */
function squareIcon(background: string | null, inset: number, radius = 0): string {
  const size = 32 / (1 - 2 * inset);
  const offset = (size - 32) / 2;
  const fill = background
    ? `<rect width="${size}" height="${size}" rx="${radius * size}" fill="${background}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><title>Porchlight</title>${fill}<g transform="translate(${offset} ${offset})">${MARK}</g></svg>`;
}

function png(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

async function openGraphPicture(): Promise<Buffer> {
  const mark = `data:image/svg+xml;base64,${Buffer.from(squareIcon(null, 0)).toString('base64')}`;
  const svg = await satori(
    {
      type: 'div',
      key: null,
      props: {
        style: {
          width: 1200,
          height: 630,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: 80,
          background: CREAM,
          color: INK,
          fontFamily: 'Inter',
        },
        children: [
          {
            type: 'div',
            key: null,
            props: {
              style: { display: 'flex', alignItems: 'center', gap: 24 },
              children: [
                { type: 'img', key: null, props: { src: mark, width: 120, height: 120 } },
                {
                  type: 'div',
                  key: null,
                  props: { style: { fontSize: 84, fontWeight: 600 }, children: 'Porchlight' },
                },
              ],
            },
          },
          {
            type: 'div',
            key: null,
            props: {
              style: { marginTop: 40, fontSize: 48, lineHeight: 1.25, maxWidth: 980 },
              children: 'Off-market seller leads, on your porch every morning.',
            },
          },
          {
            type: 'div',
            key: null,
            props: {
              style: { marginTop: 28, fontSize: 32, color: '#57534e' },
              children: 'Swipe to save or pass. Follow up by email and text. 7-day free trial.',
            },
          },
        ],
      },
    },
    { width: 1200, height: 630, fonts: (await postcardFonts()).filter((f) => f.name === 'Inter') },
  );
  return png(svg, 1200);
}

await fs.mkdir(path.join(PUBLIC, 'icons'), { recursive: true });
await fs.writeFile(path.join(PUBLIC, 'favicon.svg'), squareIcon(null, 0));
const files: Record<string, Buffer> = {
  'icons/favicon-32.png': png(squareIcon(null, 0), 32),
  'icons/icon-192.png': png(squareIcon(CREAM, 0.08, 0.22), 192),
  'icons/icon-512.png': png(squareIcon(CREAM, 0.08, 0.22), 512),
  // Maskable: the mark inside the central 80 % safe zone, the background to the edges.
  'icons/icon-maskable-512.png': png(squareIcon(CREAM, 0.2), 512),
  'icons/apple-touch-icon.png': png(squareIcon(CREAM, 0.12), 180),
  'og-image.png': await openGraphPicture(),
};
for (const [name, bytes] of Object.entries(files)) {
  await fs.writeFile(path.join(PUBLIC, name), bytes);
  console.log(`${name}: ${(bytes.length / 1000).toFixed(1)} KB`);
}
