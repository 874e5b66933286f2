import net from 'node:net';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

/** One raw HTTP/1.1 exchange, so the request carries exactly the header lines written. */
function rawExchange(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\n`));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('request headers read one way only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses two Host headers with a 400 naming Host, over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await rawExchange(
      port,
      'GET /dev/mailbox.json HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ error: 'BAD_REQUEST', message: expect.stringContaining('Host') });
    const one = await rawExchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n',
    );
    expect(one).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('refuses two Host headers given as a list (inject)', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { host: ['localhost', 'evil.example'] as unknown as string },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('BAD_REQUEST');
  });

  const saveTrialEmail = (payload: Buffer | string, encoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/save-trial-email',
      payload,
      headers: {
        'content-type': 'application/json',
        ...(encoding === undefined ? {} : { 'content-encoding': encoding }),
      },
    });
  const json = JSON.stringify({ email: 'encoded@example.test' });

  it.each([
    ['gzip', gzipSync(json)],
    ['deflate', deflateSync(json)],
    ['br', Buffer.from(json)],
    ['gzip, identity', gzipSync(json)],
    ['x-made-up', Buffer.from(json)],
  ])(
    'refuses a JSON body with Content-Encoding %s (415 naming the header)',
    async (coding, body) => {
      const res = await saveTrialEmail(body, coding);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: expect.stringContaining('Content-Encoding'),
      });
    },
  );

  it('reads a body sent plain or with Content-Encoding: identity', async () => {
    expect((await saveTrialEmail(json)).statusCode).toBeLessThan(300);
    expect((await saveTrialEmail(json, 'identity')).statusCode).toBeLessThan(300);
  });
});
