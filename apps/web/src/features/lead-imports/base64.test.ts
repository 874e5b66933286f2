import { describe, expect, it } from 'vitest';
import { toBase64 } from './base64';

describe('toBase64', () => {
  it('encodes every byte value as the server decodes it', () => {
    const bytes = Uint8Array.from({ length: 256 * 3 + 1 }, (_, i) => i % 256);
    expect(toBase64(bytes.buffer)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('encodes an empty file as nothing', () => {
    expect(toBase64(new ArrayBuffer(0))).toBe('');
  });

  it('encodes a 5 MB file without running out of stack', () => {
    const bytes = new Uint8Array(5 * 1024 * 1024).fill(0xe9);
    expect(toBase64(bytes.buffer)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
