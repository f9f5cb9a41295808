import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_PRIVATE_REFUSED } from '@review/contract/webhooks';

/**
 * IPv4-compatible addresses (::a.b.c.d, deprecated by RFC 4291). ipaddr.js reads the dotted form as
 * IPv4-mapped and the hex form (::7f00:1) as unicast, so it cannot be asked about them.
 */
const ipv4Compatible = new BlockList();
ipv4Compatible.addSubnet('::', 96, 'ipv6');

/**
 * Whether `address` is one a request made on a user's behalf must never reach: server-side request
 * forgery would otherwise turn a webhook into a probe of the inside. Only what ipaddr.js calls
 * unicast passes, so this machine, the private network it sits in, CGNAT, link-local and cloud
 * metadata (169.254.169.254, fd00:ec2::254), site-local, multicast, reserved, documentation and
 * benchmarking ranges are refused, and so are the IPv6 forms that carry or reach an IPv4 address
 * somewhere else: SIIT (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002::/16)
 * and Teredo (2001::/32), refused outright whatever they embed, as no receiver needs them. An
 * IPv4-mapped address (::ffff:a.b.c.d) is judged as the IPv4 address it is. Anything that is not an
 * address is refused.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0 || !ipaddr.isValid(address)) return true;
  if (family === 6 && ipv4Compatible.check(address.replace(/%.*$/, ''), 'ipv6')) return true;
  return ipaddr.process(address).range() !== 'unicast';
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

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Whether the URL's host can be used now: for a clear 422 when a hook is saved (the send checks again). */
export async function assertPublicUrl(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const hostname = hostOf(new URL(url));
  const addresses = isIP(hostname)
    ? [hostname]
    : await new Promise<string[]>((resolve) => dnsLookup(hostname, { all: true }, (error, found) => resolve(error ? [] : found.map((entry) => entry.address))));
  if (addresses.length > 0 && addresses.some(isPrivateAddress)) throw new PrivateAddressError();
}

/**
 * Starts an http(s) request to a URL a user gave, kept off private addresses unless `allowPrivate`.
 * A host name is resolved by `guardedLookup`, but Node connects to an IP literal without any lookup,
 * so a private literal is refused before a connection is opened; and the address the socket actually
 * reached is checked before a byte is written, whatever the path to it. A refusal comes as the
 * request's 'error', a `PrivateAddressError`.
 */
export function requestPublic(target: URL, options: RequestOptions, allowPrivate: boolean, onResponse: (res: IncomingMessage) => void): ClientRequest {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const host = hostOf(target);
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) {
    const refuse = () => {
      throw new PrivateAddressError();
    };
    // Without an agent, node's client emits what createConnection throws as the request's 'error'.
    return send(target, { ...options, agent: undefined, createConnection: refuse }, onResponse);
  }
  const req = send(target, { ...options, lookup: guardedLookup(allowPrivate) }, onResponse);
  if (allowPrivate) return req;
  req.on('socket', (socket) => {
    const check = () => {
      if (isPrivateAddress(socket.remoteAddress ?? '')) socket.destroy(new PrivateAddressError());
    };
    // First among the 'connect' listeners: node's own write out the queued request.
    if (socket.connecting) socket.prependOnceListener('connect', check);
    else check();
  });
  return req;
}
