import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

describe("every answer's Date header", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("is the app's clock, so a phone setting its clock by it dates its acts on the server's", async () => {
    t.clock.freeze(new Date('2026-11-13T04:50:00Z'));
    try {
      for (const url of ['/api/version', '/api/no-such-thing', '/faq']) {
        const res = await t.app.inject({ url });
        expect(res.headers.date, url).toBe('Fri, 13 Nov 2026 04:50:00 GMT');
      }
    } finally {
      t.clock.set(null);
    }
  });
});
