import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a new random UUID for every attempt', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));

    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('is still a v4 UUID where crypto.randomUUID is missing (plain HTTP on a LAN address)', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff),
    });

    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
