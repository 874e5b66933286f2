import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** The one content coding that changes nothing (RFC 9110 §8.4.1 keeps it for Accept-Encoding). */
const NO_ENCODING = 'identity';

/**
 * Headers this server could read otherwise than a proxy in front of it did, refused before any
 * work (docs/security.md "What a request may carry"):
 * - Two Host headers: Node keeps the first, a proxy may route by the last, so the name the Host
 *   rule checks (/dev, /metrics, /api/docs, the Origin check) would not be the one the request
 *   was sent to. 400 naming Host.
 * - A Content-Encoding: nothing here decodes a request body (plugins/compression.ts), so a gzip
 *   body would be read as its compressed bytes. 415 naming Content-Encoding.
 */
export function registerRequestHeaderGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const hosts = hostHeaderCount(request);
    if (hosts > 1) {
      throw new AppError('BAD_REQUEST', `Send one Host header; this request has ${hosts}.`);
    }
    const encodings = contentEncodings(request);
    if (encodings.length > 0) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Send the request body unencoded: Content-Encoding ${encodings.join(', ')} is not accepted.`,
      );
    }
  });
}

/** rawHeaders lists each header as sent, name then value; `headers` keeps only the first Host. */
function hostHeaderCount(request: FastifyRequest): number {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') count++;
  return count;
}

/** The codings named in Content-Encoding (all its lines), `identity` and empty entries left out. */
function contentEncodings(request: FastifyRequest): string[] {
  const header = request.headers['content-encoding'];
  if (header === undefined) return [];
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== NO_ENCODING);
}
