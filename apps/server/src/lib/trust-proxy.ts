import { BlockList, isIP } from 'node:net';

/**
 * Which peers may say whom they forward (X-Forwarded-For): none; the nearest `hops` proxies; or
 * those at `addresses` (IPs or CIDRs). `request.ip` is then the first address, counting from the
 * socket, that no trusted peer vouches for — never the left-most entry, which the client wrote.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

export const MAX_PROXY_HOPS = 10;

/** proxy-addr's "loopback", "linklocal" and "uniquelocal": where a balancer connects from. */
const PRIVATE_NETWORKS = [
  '127.0.0.0/8',
  '::1/128',
  '169.254.0.0/16',
  'fe80::/10',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
];

/**
 * TRUST_PROXY's text: false/no/0, a count of proxies (true/yes mean 1: one balancer, never "every
 * hop", which would let a client choose its address), or a comma-separated list of addresses.
 * Undefined when it is none of these.
 */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === 'no') return false;
  if (value === 'true' || value === 'yes') return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) return undefined;
    return hops === 0 ? false : { hops };
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  try {
    networkList(addresses);
    return { addresses };
  } catch {
    return undefined;
  }
}

/** Fastify's `trustProxy`: a function, since Fastify 5.12 reads a bare hop count as "trust none". */
export function trustProxyOption(setting: TrustProxy) {
  if (setting === false) return false;
  if ('addresses' in setting) {
    const trusted = networkList(setting.addresses);
    return (address: string) => contains(trusted, address);
  }
  const { hops } = setting;
  // A hop count alone would trust whoever connects, so a client reaching this port directly could
  // name any address: the nearest hop must connect from a private network, as a balancer does.
  const privateNetworks = networkList(PRIVATE_NETWORKS);
  return (address: string, hop: number) =>
    hop < hops && (hop > 0 || contains(privateNetworks, address));
}

/** The networks as one list; throws when an entry is not an IP address or a CIDR. */
function networkList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) throw new Error(`not an address: ${entry}`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else if (/^\d{1,3}$/.test(prefix)) list.addSubnet(address, Number(prefix), type);
    else throw new Error(`not a prefix length: ${entry}`);
  }
  return list;
}

function contains(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
