import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createSkipTraceProvider } from './factory';

describe('createSkipTraceProvider', () => {
  it('uses BatchData when its key is set, at BATCHDATA_URL when given', async () => {
    expect(createSkipTraceProvider({ BATCHDATA_KEY: 'bd-key-123' }).name).toBe('batchdata');
    const paths: Array<string | undefined> = [];
    const server = createServer((req, res) => {
      paths.push(req.url);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: { code: 200, text: 'OK' }, results: { persons: [] } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const provider = createSkipTraceProvider({ BATCHDATA_KEY: 'bd-key-123', BATCHDATA_URL: url });
      expect(provider.name).toBe('batchdata');
      const found = await provider.lookup({
        propertyKey: 'k',
        street: '1 Main St',
        city: 'Miami',
        state: 'FL',
        zip: '33131',
        ownerFirstName: null,
        ownerLastName: null,
        mailingStreet: null,
        mailingCity: null,
        mailingState: null,
        mailingZip: null,
      });
      expect(found).toEqual({ phones: [], emails: [] });
      expect(paths).toEqual(['/api/v1/property/skip-trace']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('uses the sample contacts without a key', () => {
    expect(createSkipTraceProvider({}).name).toBe('sample');
    expect(createSkipTraceProvider({ BATCHDATA_KEY: '' }).name).toBe('sample');
  });
});
