import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Resolver } from '../../src/lib/outbound-fetch';
import { selfSignedCert } from './self-signed-cert';

/**
 * A CRM's webhook receiver, as Zapier's "Catch Hook" or any receiver following Stripe's
 * "Verify webhook signatures with your own code" (docs.stripe.com/webhooks#verify-manually):
 * HTTPS on 127.0.0.2 for the name `hooks.example.com`, it splits `Porchlight-Signature` into `t`
 * and `v1`, recomputes HMAC-SHA256(secret, "<t>.<raw body>") over the bytes it got and compares
 * in constant time. It records every request and answers what the test queued (200 by default),
 * or holds a request open (`'hang'`) until it closes.
 */
export async function startWebhookReceiver() {
  const cert = selfSignedCert({ ip: [127, 0, 0, 2], dns: 'hooks.example.com' });
  const received: { headers: Record<string, string>; body: string; verified: boolean }[] = [];
  const answers: (number | 'hang')[] = [];
  let secret = '';
  const server = https.createServer(cert, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = request.headers as Record<string, string>;
      received.push({ headers, body, verified: verify(headers['porchlight-signature'], body) });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  function verify(header: string | undefined, body: string): boolean {
    const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2)));
    if (!parts.t || !parts.v1) return false;
    const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
    const given = Buffer.from(parts.v1, 'hex');
    return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://hooks.example.com:${port}/catch`,
    port,
    received,
    /** Queues the receiver's next answers: statuses, or `'hang'` (no answer until it closes). */
    answer: (...next: (number | 'hang')[]) => answers.push(...next),
    /** The secret the agent pasted into this receiver. */
    useSecret: (value: string) => {
      secret = value;
    },
    /** How the app reaches it: its certificate trusted, and 127.0.0.2 the one address allowed. */
    transport: { ca: cert.cert, allowAddress: (address: string) => address === '127.0.0.2' },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * A DNS for the tests: `hooks.example.com` is the receiver; the other names resolve to what a
 * rebinding attacker would answer (loopback, private, link-local, IPv6 loopback).
 */
export const testResolver: Resolver = ((
  hostname: string,
  _options: unknown,
  callback: (error: Error | null, addresses?: LookupAddress[]) => void,
) => {
  const table: Record<string, LookupAddress> = {
    'hooks.example.com': { address: '127.0.0.2', family: 4 },
    'loopback.example.com': { address: '127.0.0.1', family: 4 },
    'private.example.com': { address: '10.0.0.5', family: 4 },
    'metadata.example.com': { address: '169.254.169.254', family: 4 },
    'v6loopback.example.com': { address: '::1', family: 6 },
  };
  const entry = table[hostname];
  if (!entry) return callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
  callback(null, [entry]);
}) as unknown as Resolver;
