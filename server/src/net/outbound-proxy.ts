import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type LookupFunction, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { authorityOf, checkDestination, destinationOf, parseAuthority } from './outbound-guard.ts';

/** A connection the proxy would not open, and why. */
export interface ProxyRefusal {
  /** The whole URL for plain http and ws; `https://host:port` for a tunnel, whose path the proxy never sees. */
  target: string;
  /** `host:port` (IPv6 in brackets), to match the browser's own record of the request. */
  authority: string;
  reason: 'private address' | 'unknown host';
}

export interface OutboundProxy {
  /** `http://127.0.0.1:<port>`, for the browser's `--proxy-server`. */
  url: string;
  /** The one credential the proxy serves (Proxy-Authorization Basic), random for each proxy: only the capture's own browser holds it. */
  username: string;
  password: string;
  /** In the order they happened, at most MAX_REFUSALS. */
  refusals: readonly ProxyRefusal[];
  close: () => Promise<void>;
}

const MAX_REFUSALS = 100;
const CONNECT_TIMEOUT_MS = 10_000;
/** A connection idle this long is dropped, so a page's hanging socket never outlives its capture's need. */
const IDLE_MS = 60_000;
/** Headers that belong to one hop (RFC 9110 §7.6.1), never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'upgrade']);

/** A lookup that answers with the addresses the guard checked, so the connection reaches exactly those. */
function checkedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  };
}

/** What the proxy answers a request without its credential; the realm makes Chromium ask its embedder, which hands over the capture's. */
const AUTH_CHALLENGE = 'Basic realm="website capture"';

/** Whether `header` is exactly the proxy's credential, compared in constant time. */
function holdsCredential(header: string | undefined, expected: Buffer): boolean {
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const forwardedHeaders = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * An HTTP forward proxy on 127.0.0.1, on a port of its own, for one website capture: the browser's
 * every connection (CONNECT tunnels for https and wss, absolute-form requests for http, ws upgrades)
 * comes here, and the proxy resolves the host itself, checks every address with the outbound guard
 * (a private one only for a host on `allowHosts`) and connects to the addresses it checked, never
 * resolving again. A refused connection is answered 403 (502 for a host that does not resolve) and
 * noted in `refusals`. Every request must carry the proxy's random credential (Proxy-Authorization
 * Basic), else it is answered 407 and goes nowhere: any local process could otherwise borrow the
 * proxy, and with it the operator's allow list, while a capture runs.
 */
export async function startOutboundProxy({ allowHosts }: { allowHosts: readonly string[] }): Promise<OutboundProxy> {
  const username = 'capture';
  const password = randomBytes(24).toString('base64url');
  const credential = Buffer.from(`Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`);
  const authorized = (req: IncomingMessage) => holdsCredential(req.headers['proxy-authorization'], credential);
  const refusals: ProxyRefusal[] = [];
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  /** Resolves and checks a destination; null (with the refusal noted) when it may not be reached. */
  const admit = async (host: string, port: number, target: string) => {
    const checked = await checkDestination(host, port, allowHosts);
    if (checked.verdict === 'allowed') return { addresses: checked.addresses };
    if (refusals.length < MAX_REFUSALS) refusals.push({ target, authority: authorityOf(host, port), reason: checked.verdict });
    return { refused: checked.verdict };
  };

  const open = (addresses: LookupAddress[], host: string, port: number) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect({ host, port, lookup: checkedLookup(addresses), timeout: CONNECT_TIMEOUT_MS });
      track(socket);
      socket.once('connect', () => {
        socket.setTimeout(IDLE_MS);
        resolve(socket);
      });
      socket.once('timeout', () => socket.destroy(new Error('timed out')));
      socket.once('error', reject);
    });

  /** https and wss: a tunnel to the checked address, bytes passed through unread. */
  const tunnel = async (req: IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy());
    if (!authorized(req)) return endRaw(client, 407, 'This proxy serves one website capture.');
    const destination = parseAuthority(req.url ?? '');
    if (!destination?.port) return endRaw(client, 400, 'A tunnel needs host:port.');
    const { host, port } = destination;
    const admitted = await admit(host, port, `https://${authorityOf(host, port)}`);
    if (!admitted.addresses) return endRaw(client, admitted.refused === 'unknown host' ? 502 : 403, `Refused: ${admitted.refused}.`);
    const upstream = await open(admitted.addresses, host, port).catch(() => null);
    if (!upstream) return endRaw(client, 502, 'The site could not be reached.');
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    splice(client, upstream);
  };

  /** Plain http through the checked address; the answer streamed back as it comes. */
  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    if (!authorized(req)) return res.writeHead(407, { 'content-type': 'text/plain', 'proxy-authenticate': AUTH_CHALLENGE, connection: 'close' }).end('This proxy serves one website capture.');
    const target = URL.canParse(req.url ?? '') ? new URL(req.url!) : null;
    if (!target || target.protocol !== 'http:') return res.writeHead(400, { 'content-type': 'text/plain' }).end('Only absolute http URLs are proxied.');
    const { host, port } = destinationOf(target);
    const admitted = await admit(host, port, target.href);
    if (!admitted.addresses) return res.writeHead(admitted.refused === 'unknown host' ? 502 : 403, { 'content-type': 'text/plain' }).end(`Refused: ${admitted.refused}.`);
    const upstream = httpRequest(
      { host, port, path: `${target.pathname}${target.search}`, method: req.method, headers: forwardedHeaders(req.headers), lookup: checkedLookup(admitted.addresses), agent: false, timeout: IDLE_MS },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('socket', track);
    res.on('close', () => upstream.destroy());
    upstream.on('timeout', () => upstream.destroy(new Error('timed out')));
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502, { 'content-type': 'text/plain' }).end('The site could not be reached.')));
    req.pipe(upstream);
  };

  /** ws: the upgrade request replayed to the checked address, then bytes both ways. */
  const upgrade = async (req: IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy());
    if (!authorized(req)) return endRaw(client, 407, 'This proxy serves one website capture.');
    const target = URL.canParse(req.url ?? '') ? new URL(req.url!) : null;
    if (!target || !['http:', 'ws:'].includes(target.protocol)) return endRaw(client, 400, 'Only absolute ws URLs are proxied.');
    const { host, port } = destinationOf(target);
    const admitted = await admit(host, port, target.href.replace(/^http:/, 'ws:'));
    if (!admitted.addresses) return endRaw(client, admitted.refused === 'unknown host' ? 502 : 403, `Refused: ${admitted.refused}.`);
    const upstream = await open(admitted.addresses, host, port).catch(() => null);
    if (!upstream) return endRaw(client, 502, 'The site could not be reached.');
    const headers = Object.entries(req.headers).filter(([name]) => !name.startsWith('proxy-'));
    const lines = headers.flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`));
    upstream.write(`${req.method} ${target.pathname}${target.search} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    splice(client, upstream);
  };

  // Whatever goes wrong with one connection ends that connection, never the renderer process.
  const server = createServer((req, res) => forward(req, res).catch(() => res.destroy()));
  server.on('connect', (req, client: Duplex, head: Buffer) => tunnel(req, client, head).catch(() => client.destroy()));
  server.on('upgrade', (req, client: Duplex, head: Buffer) => upgrade(req, client, head).catch(() => client.destroy()));
  server.on('connection', (socket: Socket) => {
    track(socket);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    username,
    password,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function endRaw(client: Duplex, status: 400 | 403 | 407 | 502, text: string) {
  const phrase = { 400: 'Bad Request', 403: 'Forbidden', 407: 'Proxy Authentication Required', 502: 'Bad Gateway' }[status];
  const challenge = status === 407 ? `Proxy-Authenticate: ${AUTH_CHALLENGE}\r\n` : '';
  client.end(`HTTP/1.1 ${status} ${phrase}\r\n${challenge}Content-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
}

/** Bytes both ways until either side ends; an error on one closes the other. */
function splice(client: Duplex, upstream: Socket) {
  client.pipe(upstream).on('error', () => client.destroy());
  upstream.pipe(client).on('error', () => upstream.destroy());
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
}
