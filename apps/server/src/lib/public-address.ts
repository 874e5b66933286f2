import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses an outbound fetch of a user-supplied URL must never reach
 * (docs/security.md "Postcard pictures"): this machine, private networks, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, documentation, multicast and reserved ranges.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** True only for an address on the public internet (an IPv4-mapped IPv6 is judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = MAPPED_V4.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  if (isIPv4(address)) return !NOT_PUBLIC.check(address, 'ipv4');
  if (isIPv6(address)) return !NOT_PUBLIC.check(address, 'ipv6');
  return false;
}

/** Names that never reach a public address: this machine, the local network, reserved for tests. */
const LOCAL_NAME = /(^|\.)(localhost|local|test|invalid|internal|home\.arpa)$/i;

/**
 * True only for a host on the public internet, as a URL names it: a public IP address, or a
 * name of two labels or more outside the local and reserved names (RFC 6761, RFC 6762).
 */
export function isPublicHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (isIPv4(bare) || isIPv6(bare)) return isPublicAddress(bare);
  return bare.includes('.') && !LOCAL_NAME.test(bare);
}
