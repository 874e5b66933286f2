import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { savedLeadsApp } from '../../test/saved-leads-app';

describe('compressing API answers', () => {
  const s = savedLeadsApp('2026-03-02T15:00:00Z', { zip: '33101', count: 5 });

  it('gzips a JSON answer over 1 KB for a client that accepts it, to the same JSON', async () => {
    const headers = { cookie: s.the.agent.cookie };
    const url = `/api/saved/${s.the.agent.id}`;
    const plain = await s.t.app.inject({ url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const gzipped = await s.t.app.inject({
      url,
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    const body = gunzipSync(gzipped.rawPayload).toString();
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it("compresses at each encoding's lightest level, Brotli 1 and gzip 1 (docs/performance.md)", async () => {
    const headers = { cookie: s.the.agent.cookie };
    const url = `/api/saved/${s.the.agent.id}`;
    const plain = (await s.t.app.inject({ url, headers })).rawPayload;
    const as = (encoding: string) =>
      s.t.app.inject({ url, headers: { ...headers, 'accept-encoding': encoding } });
    const br = await as('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(plain);
    const quality = (q: number) =>
      brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: q,
        },
      });
    expect(br.rawPayload).toEqual(quality(1));
    expect(br.rawPayload).not.toEqual(quality(4));
    const gzipped = await as('gzip');
    // gzip's header carries no level: the deflated bytes after it are what a level changes.
    const deflated = (b: Buffer) => b.subarray(10);
    expect(deflated(gzipped.rawPayload)).toEqual(deflated(gzipSync(plain, { level: 1 })));
  });

  it('sends an answer under 1 KB as it is', async () => {
    const res = await s.t.app.inject({
      url: '/api/version',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('{"version":"2.0"}');
  });
});
