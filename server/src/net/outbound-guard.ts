import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * IPv4-compatible addresses (::a.b.c.d, deprecated by RFC 4291). ipaddr.js reads the dotted form as
 * IPv4-mapped and the hex form (::7f00:1) as unicast, so it cannot be asked about them.
 */
const ipv4Compatible = new BlockList();
ipv4Compatible.addSubnet('::', 96, 'ipv6');

/**
 * Whether `address` is one a request made on a user's behalf must never reach: server-side request
 * forgery would otherwise turn a webhook or a website capture into a probe of the inside. Only what
 * ipaddr.js calls unicast passes, so this machine, the private network it sits in, CGNAT, link-local
 * and cloud metadata (169.254.169.254, fd00:ec2::254), site-local, multicast, reserved, documentation
 * and benchmarking ranges are refused, and so are the IPv6 forms that carry or reach an IPv4 address
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

/** A URL's host as an address or a name: IPv6 literals lose their brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Every address a name resolves to (an IP literal is its own), or none when it does not resolve. */
export function lookupAll(hostname: string): Promise<LookupAddress[]> {
  const family = isIP(hostname);
  if (family !== 0) return Promise.resolve([{ address: hostname, family }]);
  return new Promise((resolve) => dnsLookup(hostname, { all: true }, (error, found) => resolve(error ? [] : found)));
}

/**
 * A DNS lookup for outgoing requests that keeps only public addresses unless `allowPrivate`, and
 * fails with `refused()` when none is left. It runs for the connection itself, so a name that
 * resolves to a public address when checked and a private one when used (DNS rebinding) is still
 * refused.
 */
export function guardedLookup(allowPrivate: boolean, refused: () => Error): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const allowed = allowPrivate ? addresses : addresses.filter((entry) => !isPrivateAddress(entry.address));
      if (allowed.length === 0) return callback(refused(), '', 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, allowed);
      const [first] = allowed;
      callback(null, first!.address, first!.family);
    });
  };
}

/** One entry of an operator's allow list: a host, on any port or on one. */
interface AllowedHost {
  host: string;
  port: number | null;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443, 'ws:': 80, 'wss:': 443 };

/** The host (normalised as a URL normalises it: lower case, IPv6 compressed, no brackets) and the port of `host[:port]`, or null. */
export function parseAuthority(authority: string, defaultPort: number | null = null): AllowedHost | null {
  const text = authority.trim();
  if (!text || /[/?#@\s]/.test(text) || !URL.canParse(`http://${text}`)) return null;
  const url = new URL(`http://${text}`);
  const explicit = /:(\d+)$/.exec(text.replace(/^\[[^\]]*\]/, ''));
  return { host: hostOf(url), port: explicit ? Number(explicit[1]) : defaultPort };
}

/** `host:port`, an IPv6 host in brackets: how a proxy's CONNECT names a destination. */
export const authorityOf = (host: string, port: number) => `${host.includes(':') ? `[${host}]` : host}:${port}`;

/** The host and port a URL connects to (its scheme's port when it names none). */
export function destinationOf(url: URL): { host: string; port: number } {
  return { host: hostOf(url), port: url.port ? Number(url.port) : (DEFAULT_PORTS[url.protocol] ?? 80) };
}

/**
 * Whether the operator's allow list (`CAPTURE_ALLOW_HOSTS`: `host` or `host:port` entries, such as a
 * staging server on the office network) names this host and port. Hosts are compared as written in
 * the URL, never by address: listing `staging.internal` does not open what else resolves alike.
 */
export function isAllowListed(allowHosts: readonly string[], host: string, port: number): boolean {
  const wanted = parseAuthority(host.includes(':') ? `[${host}]` : host);
  if (!wanted) return false;
  return allowHosts.some((entry) => {
    const allowed = parseAuthority(entry);
    return allowed !== null && allowed.host === wanted.host && (allowed.port === null || allowed.port === port);
  });
}

/** What the guard says of a destination: the addresses to connect to, or why there are none. */
export type CheckedDestination = { verdict: 'allowed'; addresses: LookupAddress[] } | { verdict: 'private address' | 'unknown host' };

/**
 * Resolves a destination once and says whether it may be reached: only when every address it
 * resolves to is public, or when the operator allow-lists the host (and port). The caller connects to
 * these addresses and never resolves the name again, so an answer that changes between the check and
 * the connection (DNS rebinding) cannot reach the inside.
 */
export async function checkDestination(host: string, port: number, allowHosts: readonly string[]): Promise<CheckedDestination> {
  const addresses = await lookupAll(host);
  if (addresses.length === 0) return { verdict: 'unknown host' };
  if (isAllowListed(allowHosts, host, port) || !addresses.some((entry) => isPrivateAddress(entry.address))) return { verdict: 'allowed', addresses };
  return { verdict: 'private address' };
}
