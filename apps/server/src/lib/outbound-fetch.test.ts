import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublicImage, OutboundFetchRefused } from './outbound-fetch';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const MB = 1024 * 1024;

/** For each request of `/streamed-50mb`, the bytes it had sent once its client hung up. */
const streamHangUps: Promise<number>[] = [];

/** A local image host: its address is loopback, so only a test that allows 127.0.0.1 reaches it. */
function imageHost() {
  const server = http.createServer((request, response) => {
    const send = (status: number, type: string, body: Buffer | string = '') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    switch (request.url) {
      case '/small.png':
        return send(200, 'image/png', PNG);
      case '/page':
        return send(200, 'text/html', '<html></html>');
      case '/to-metadata':
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return response.end();
      case '/to-small':
        response.writeHead(301, { location: '/small.png' });
        return response.end();
      case '/declared-50mb':
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 50 * MB });
        return response.end();
      case '/streamed-50mb': {
        // The first 6 MB of a 50 MB image, and the rest held back until the client hangs up: a
        // client that read it all would wait for it until its deadline, then call it too slow.
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        let sent = 0;
        streamHangUps.push(new Promise((resolve) => response.on('close', () => resolve(sent))));
        for (; sent < 6 * MB; sent += MB) response.write(Buffer.alloc(MB));
        return;
      }
      case '/slow':
        return; // never answers
      default:
        return send(404, 'text/plain', 'not found');
    }
  });
  return server;
}

describe('fetchPublicImage', () => {
  const server = imageHost();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const loopbackAllowed = { allowAddress: (address: string) => address === '127.0.0.1' };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'fetched',
      (error: unknown) => (error instanceof OutboundFetchRefused ? error.message : `${error}`),
    );

  it('fetches an image from an allowed address', async () => {
    const image = await fetchPublicImage(`${base}/small.png`, loopbackAllowed);
    expect(image).toEqual({ contentType: 'image/png', body: PNG });
    expect((await fetchPublicImage(`${base}/to-small`, loopbackAllowed)).body).toEqual(PNG);
  });

  it('refuses 127.0.0.1, localhost and the cloud metadata address, before any request', async () => {
    const privateNetwork =
      'The image address points to a private or local network, which is not allowed.';
    expect(await refusal(fetchPublicImage(`${base}/small.png`))).toBe(privateNetwork);
    const port = (server.address() as AddressInfo).port;
    expect(await refusal(fetchPublicImage(`http://localhost:${port}/small.png`))).toBe(
      privateNetwork,
    );
    expect(await refusal(fetchPublicImage('http://169.254.169.254/latest/meta-data/'))).toBe(
      privateNetwork,
    );
    expect(await refusal(fetchPublicImage('http://[::1]/x.png'))).toBe(privateNetwork);
  });

  it('refuses a redirect to a private address', async () => {
    expect(await refusal(fetchPublicImage(`${base}/to-metadata`, loopbackAllowed))).toBe(
      'The image address points to a private or local network, which is not allowed.',
    );
  });

  it('refuses a 50 MB image, declared or streamed, without reading it all', async () => {
    expect(await refusal(fetchPublicImage(`${base}/declared-50mb`, loopbackAllowed))).toBe(
      'The image is larger than 5 MB.',
    );
    // Refused for its size while 44 MB were never sent, so not by reading to the end; and the
    // client hung up then, rather than leave the connection open.
    expect(await refusal(fetchPublicImage(`${base}/streamed-50mb`, loopbackAllowed))).toBe(
      'The image is larger than 5 MB.',
    );
    expect(streamHangUps).toHaveLength(1);
    expect(await streamHangUps[0]).toBe(6 * MB);
  });

  it('refuses what is not an image, other schemes and a host that does not answer in time', async () => {
    expect(await refusal(fetchPublicImage(`${base}/page`, loopbackAllowed))).toBe(
      'The image address is not an image.',
    );
    expect(await refusal(fetchPublicImage('file:///etc/passwd'))).toBe(
      'The image address must start with http:// or https://.',
    );
    expect(
      await refusal(fetchPublicImage(`${base}/slow`, { ...loopbackAllowed, timeoutMs: 300 })),
    ).toBe('The image address took too long to answer.');
  });
});
