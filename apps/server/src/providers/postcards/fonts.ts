import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

/**
 * The handwriting face of the message and headline (the brand has one, bundled with the app), as a
 * CSS font-family list. satori keeps one font per name and weight, so each @fontsource subset
 * (latin, latin-ext for é, ł, ő…) is a family of its own, listed in order.
 */
export const HAND = "'Caveat', 'Caveat Ext'";
/** The plain face of the addresses. */
export const SANS = "'Inter', 'Inter Ext'";

const FILES: Array<[name: string, weight: 400 | 600 | 700, file: string]> = [
  ['Caveat', 400, '@fontsource/caveat/files/caveat-latin-400-normal.woff'],
  ['Caveat', 700, '@fontsource/caveat/files/caveat-latin-700-normal.woff'],
  ['Caveat Ext', 400, '@fontsource/caveat/files/caveat-latin-ext-400-normal.woff'],
  ['Caveat Ext', 700, '@fontsource/caveat/files/caveat-latin-ext-700-normal.woff'],
  ['Inter', 400, '@fontsource/inter/files/inter-latin-400-normal.woff'],
  ['Inter', 600, '@fontsource/inter/files/inter-latin-600-normal.woff'],
  ['Inter Ext', 400, '@fontsource/inter/files/inter-latin-ext-400-normal.woff'],
  ['Inter Ext', 600, '@fontsource/inter/files/inter-latin-ext-600-normal.woff'],
];

let loading: Promise<Font[]> | undefined;

/**
 * The fonts as satori takes them (WOFF, not WOFF2), read once from the @fontsource packages in
 * node_modules. Resolved at run time, so the same code works under tsx/vitest and in dist/main.js.
 */
export function postcardFonts(): Promise<Font[]> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  return Promise.all(
    FILES.map(async ([name, weight, file]) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(file)),
    })),
  );
}
