import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: compressing them costs more than the bytes it saves. */
const THRESHOLD_BYTES = 1024;

/**
 * The lightest level of each: on the API's real answers Brotli at quality 1 took 51-60 µs where the
 * plugin's default quality 4 took 161-248 µs, for 4-10 % more bytes (2,132 instead of 1,805 for
 * today's batch); gzip at level 1 against zlib's 6 likewise (`npm run bench:compression`,
 * docs/performance.md "Compression").
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

/**
 * Compresses the API's JSON answers over 1 KB (a saved list of ten leads is tens of KB). Only
 * `/api` routes: the web app's files are served pre-compressed (plugins/web-app.ts) and must not
 * be compressed twice. Request bodies stay plain JSON: no decompression of uploads.
 */
export async function registerCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, which skips routes marked `compress: false`.
  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
    globalDecompression: false,
  });
}
