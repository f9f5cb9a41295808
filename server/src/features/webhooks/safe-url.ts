import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_PRIVATE_REFUSED } from '@review/contract/webhooks';

/**
 * Addresses a request made on a user's behalf must never reach: this machine, the private network
 * it sits in, link-local and cloud metadata (169.254.169.254, fd00:ec2::254), and addresses that are
 * not unicast. Server-side request forgery would otherwise turn a webhook into a probe of the inside.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (v4 or v6, an IPv4-mapped v6 read as its v4) is one webhooks may not reach. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressError extends Error {
  constructor() {
    super(WEBHOOK_PRIVATE_REFUSED);
  }
}

/**
 * A DNS lookup for outgoing requests that refuses private addresses. It runs for the connection
 * itself, so a name that resolves to a public address when checked and a private one when used
 * (DNS rebinding) is still refused.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const allowed = allowPrivate ? addresses : addresses.filter((entry) => !isPrivateAddress(entry.address));
      if (allowed.length === 0) return callback(new PrivateAddressError(), '', 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, allowed);
      const [first] = allowed;
      callback(null, first!.address, first!.family);
    });
  };
}

/** Whether the URL's host can be used now: for a clear 422 when a hook is saved (the send checks again). */
export async function assertPublicUrl(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const hostname = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(hostname)
    ? [hostname]
    : await new Promise<string[]>((resolve) => dnsLookup(hostname, { all: true }, (error, found) => resolve(error ? [] : found.map((entry) => entry.address))));
  if (addresses.length > 0 && addresses.some(isPrivateAddress)) throw new PrivateAddressError();
}
