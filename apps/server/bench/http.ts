/**
 * The benches' hot-loop client: node:http over kept-alive sockets, the body read as one string and
 * nothing re-validated. fetch plus a zod parse of every answer cost the bench about as much CPU per
 * request as the server's own Node side, on the same two cores; this client is what lets the
 * server, not the bench, fill the machine. Setup answers are still checked against the contracts
 * (bench-agents.ts `expectAnswer`); hot-loop answers get a status and a cheap shape check.
 */
import http from 'node:http';
import zlib from 'node:zlib';

/**
 * What the benches' requests accept, as a browser's do: `br, gzip` unless BENCH_ENCODING says
 * otherwise (`identity` leaves compression out, to read its share of a step's cost by difference;
 * docs/performance.md "Compression").
 */
const ACCEPT_ENCODING = process.env.BENCH_ENCODING ?? 'br, gzip';

/** An answer's body as the browser reads it, whatever it was sent in. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

/** Sockets kept open per server, as many browsers as a step has agents in flight. */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1024, maxFreeSockets: 1024 });

export interface Answer {
  status: number;
  text: string;
  /** The session cookie a sign-in sets (`name=value`), or ''. */
  cookie: string;
  /** From the request's start until its whole body is in. */
  ms: number;
}

export interface Sent {
  cookie?: string;
  /** The agent's own address (x-forwarded-for), so per-IP limits see one person per agent. */
  ip?: string;
  body?: object;
  /** Gives up after this long (an error of the request); without it, waits as long as it takes. */
  timeoutMs?: number;
}

/** One request; a failed connection rejects, any status resolves. */
export function send(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { cookie, ip, body, timeoutMs }: Sent = {},
): Promise<Answer> {
  const url = new URL(base);
  const payload = body ? JSON.stringify(body) : undefined;
  const headers: http.OutgoingHttpHeaders = { 'accept-encoding': ACCEPT_ENCODING };
  if (cookie) headers.cookie = cookie;
  if (ip) headers['x-forwarded-for'] = ip;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  } else if (method !== 'GET') headers['content-length'] = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method, path, headers, agent: keepAlive },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const setCookie = res.headers['set-cookie']?.[0] ?? '';
          resolve({
            status: res.statusCode ?? 0,
            text: decoded(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8'),
            cookie: setCookie.split(';')[0] ?? '',
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on('error', reject);
    if (timeoutMs) {
      request.setTimeout(timeoutMs, () =>
        request.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)),
      );
    }
    request.end(payload);
  });
}

/** The answer's JSON when its status is the expected one; otherwise the bench's error, with it. */
export function expectJson(what: string, answer: Answer, status = 200): unknown {
  if (answer.status !== status) {
    throw new Error(
      `${what} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 200)}`,
    );
  }
  return JSON.parse(answer.text);
}

/** A hot-loop check beyond the status (a count, a state): fails the request with what was found. */
export function check(ok: boolean, message: string) {
  if (!ok) throw new Error(message);
}

/** A field of a parsed answer, read without trusting its shape. */
export function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

/** Drops the kept-alive sockets, so the bench's process can exit. */
export function closeClient() {
  keepAlive.destroy();
}
