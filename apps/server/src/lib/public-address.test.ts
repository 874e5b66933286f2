import { describe, expect, it } from 'vitest';
import { isPublicAddress, isPublicHost } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('isPublicHost', () => {
  it.each([
    ['localhost', false],
    ['app.localhost', false],
    ['porchlight.local', false],
    ['a.test', false],
    ['intranet', false],
    ['[::1]', false],
    ['10.0.0.1', false],
    ['porchlight.example.com', true],
    ['app.porchlight.io.', true],
    ['8.8.8.8', true],
    ['[2606:4700:4700::1111]', true],
  ])('judges %s public: %s', (host, expected) => {
    expect(isPublicHost(host)).toBe(expected);
  });
});
