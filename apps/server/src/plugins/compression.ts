import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: compressing them costs more than the bytes it saves. */
const THRESHOLD_BYTES = 1024;

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
    globalDecompression: false,
  });
}
