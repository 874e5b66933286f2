import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/** Why a user-supplied URL was not fetched, in words for the agent. */
export class OutboundFetchRefused extends Error {}

export interface FetchLimits {
  /** The most bytes a body may have (5 MB by default). */
  maxBytes?: number;
  /** The whole fetch, redirects included (10 s by default). */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Which resolved addresses may be reached: the public internet only, unless a test says. */
  allowAddress?: (address: string) => boolean;
}

const MB = 1024 * 1024;

/**
 * GETs an image from a user-supplied URL (docs/security.md "Postcard pictures"): http(s) only;
 * every address the host resolves to is checked inside the connection's own DNS lookup, so the
 * socket can only go to an allowed address (no gap for DNS rebinding); each redirect is checked the
 * same way; the body must be an image and stops at `maxBytes`; the whole fetch has one deadline.
 */
export async function fetchPublicImage(
  url: string,
  limits: FetchLimits = {},
): Promise<{ contentType: string; body: Buffer }> {
  const { maxBytes = 5 * MB, timeoutMs = 10_000, maxRedirects = 3 } = limits;
  const allow = limits.allowAddress ?? isPublicAddress;
  const deadline = AbortSignal.timeout(timeoutMs);
  let current = parseUrl(url);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const answer = await getOnce(current, { allow, maxBytes, signal: deadline });
    if ('redirect' in answer) {
      current = parseUrl(new URL(answer.redirect, current).toString());
      continue;
    }
    return answer;
  }
  throw new OutboundFetchRefused('The image address redirects too many times.');
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundFetchRefused('The image address is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundFetchRefused('The image address must start with http:// or https://.');
  }
  return url;
}

/** The system's resolver, or a test's: `dns.lookup`'s shape with `all: true`. */
export type Resolver = typeof dnsLookup;

/**
 * A DNS lookup that answers only allowed addresses, and fails the connection otherwise with
 * `refusal` (an OutboundFetchRefused): the socket goes to the very address that was checked.
 */
export function guardedLookup(
  allow: (address: string) => boolean,
  refusal: string = PRIVATE,
  resolve: Resolver = dnsLookup,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((entry) => !allow(entry.address));
      if (refused || addresses.length === 0) {
        return callback(new OutboundFetchRefused(refusal), '', 4);
      }
      if (options.all) return callback(null, addresses as unknown as string, 4);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

const PRIVATE = 'The image address points to a private or local network, which is not allowed.';

type Answer = { redirect: string } | { contentType: string; body: Buffer };

/** A URL whose host is a literal IP that is not allowed: an IP skips DNS, so it is checked here. */
export function refusedLiteral(url: URL, allow: (address: string) => boolean): boolean {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  return /^[\d.]+$|:/.test(literal) && !allow(literal);
}

function getOnce(
  url: URL,
  options: { allow: (address: string) => boolean; maxBytes: number; signal: AbortSignal },
): Promise<Answer> {
  if (refusedLiteral(url, options.allow)) return Promise.reject(new OutboundFetchRefused(PRIVATE));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allow),
        signal: options.signal,
        headers: { accept: 'image/*' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: response.headers.location });
        }
        const contentType = response.headers['content-type'] ?? '';
        const declared = Number(response.headers['content-length'] ?? 0);
        const refuse = (message: string) => {
          response.destroy();
          reject(new OutboundFetchRefused(message));
        };
        if (status !== 200) return refuse(`The image address answered HTTP ${status}.`);
        if (!contentType.startsWith('image/')) return refuse('The image address is not an image.');
        const tooLarge = `The image is larger than ${Math.round(options.maxBytes / MB)} MB.`;
        if (declared > options.maxBytes) return refuse(tooLarge);
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) return refuse(tooLarge);
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ contentType, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      if (error instanceof OutboundFetchRefused) return reject(error);
      if (options.signal.aborted) {
        return reject(new OutboundFetchRefused('The image address took too long to answer.'));
      }
      reject(new OutboundFetchRefused('The image address could not be reached.'));
    });
  });
}
