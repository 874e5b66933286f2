import https from 'node:https';
import {
  guardedLookup,
  OutboundFetchRefused,
  type Resolver,
  refusedLiteral,
} from './outbound-fetch';
import { isPublicAddress } from './public-address';

/** How an outbound POST reaches a user-supplied https address; tests change all but the rule. */
export interface OutboundPostOptions {
  /** Which resolved addresses may be reached: the public internet only, unless a test says. */
  allowAddress?: (address: string) => boolean;
  /** A test's resolver in place of the system's. */
  resolve?: Resolver;
  /** A test receiver's certificate, trusted beside the system's CAs. */
  ca?: string;
  /** The whole call (10 s by default). */
  timeoutMs?: number;
}

/** An answer (its status), or why there was none. */
export type PostResult =
  | { status: number }
  | { error: 'private_address' | 'timeout' | 'unreachable' };

const PRIVATE = 'The address points to a private or local network, which is not allowed.';

/**
 * POSTs a JSON body to a user-supplied https address under the postcard pictures' address rule
 * (docs/security.md "Postcard pictures"): a literal IP is checked first, and a name's addresses
 * inside the connection's own DNS lookup, so the socket only goes to a checked address (no gap
 * for DNS rebinding). No redirect is followed; the body of the answer is not read.
 */
export function postPublicJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: OutboundPostOptions = {},
): Promise<PostResult> {
  const allow = options.allowAddress ?? isPublicAddress;
  const target = new URL(url);
  if (target.protocol !== 'https:' || refusedLiteral(target, allow)) {
    return Promise.resolve({ error: 'private_address' });
  }
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  return new Promise((resolve) => {
    const request = https.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(allow, PRIVATE, options.resolve),
        signal,
        ...(options.ca && { ca: options.ca }),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0 });
      },
    );
    request.on('error', (error) => {
      if (error instanceof OutboundFetchRefused) return resolve({ error: 'private_address' });
      resolve({ error: signal.aborted ? 'timeout' : 'unreachable' });
    });
    request.end(body);
  });
}
