import { connect } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDestination, isAllowListed, isPrivateAddress } from './outbound-guard.ts';
import { startOutboundProxy, type OutboundProxy } from './outbound-proxy.ts';

describe('the outbound guard', () => {
  it('refuses loopback, private, link-local, metadata, unique-local and IPv4-mapped private addresses', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '::1', 'fc00::1', 'fdff:ffff::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '::ffff:169.254.169.254']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['172.15.255.255', '172.32.0.1', '8.8.8.8', '::ffff:8.8.8.8', '2606:4700:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('lets the operator allow a host on any port, or on one port', () => {
    const allow = ['staging.internal', '127.0.0.1:8080', '[::1]:9000', ' Preview.Local:3000 '];
    expect(isAllowListed(allow, 'staging.internal', 8443)).toBe(true);
    expect(isAllowListed(allow, 'STAGING.internal', 80)).toBe(true);
    expect(isAllowListed(allow, '127.0.0.1', 8080)).toBe(true);
    expect(isAllowListed(allow, '127.0.0.1', 8081)).toBe(false);
    expect(isAllowListed(allow, '::1', 9000)).toBe(true);
    expect(isAllowListed(allow, '0:0:0:0:0:0:0:1', 9000)).toBe(true);
    expect(isAllowListed(allow, '::1', 9001)).toBe(false);
    expect(isAllowListed(allow, 'preview.local', 3000)).toBe(true);
    expect(isAllowListed(allow, 'other.internal', 80)).toBe(false);
    expect(isAllowListed(allow, 'internal', 80)).toBe(false);
  });

  it('resolves a destination once and refuses a private one unless it is allow-listed', async () => {
    expect(await checkDestination('127.0.0.1', 8080, [])).toEqual({ verdict: 'private address' });
    expect(await checkDestination('169.254.169.254', 80, ['127.0.0.1:8080'])).toEqual({ verdict: 'private address' });
    expect(await checkDestination('::ffff:127.0.0.1', 8080, ['127.0.0.1:8080'])).toEqual({ verdict: 'private address' });
    expect(await checkDestination('localhost', 8080, [])).toEqual({ verdict: 'private address' });
    expect(await checkDestination('127.0.0.1', 8080, ['127.0.0.1:8080'])).toEqual({ verdict: 'allowed', addresses: [{ address: '127.0.0.1', family: 4 }] });
  });
});

/** Sends raw bytes to the proxy and reads its whole answer. */
function exchange(proxy: OutboundProxy, request: string): Promise<string> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      // A tunnel stays open once established: its first line is the answer.
      if (answer.startsWith('HTTP/1.1 200 Connection Established\r\n\r\n')) socket.end();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The header line that lets a request through `proxy`, as the capture's Chromium sends it. */
const credentialOf = (proxy: OutboundProxy) => `Proxy-Authorization: Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}\r\n`;

describe('the outbound proxy', () => {
  let site: Server;
  let sitePort: number;
  let other: Server;
  let otherPort: number;
  let otherConnections = 0;
  let siteConnections = 0;
  let proxy: OutboundProxy;

  beforeAll(async () => {
    site = createServer((req, res) => res.end(`site saw ${req.method} ${req.url} for ${req.headers.host}`));
    other = createServer((_req, res) => res.end('never to be asked'));
    other.on('connection', () => (otherConnections += 1));
    site.on('connection', () => (siteConnections += 1));
    await Promise.all([site, other].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
    sitePort = (site.address() as { port: number }).port;
    otherPort = (other.address() as { port: number }).port;
    proxy = await startOutboundProxy({ allowHosts: [`localhost:${sitePort}`, `127.0.0.1:${sitePort}`] });
  });
  afterAll(async () => {
    await proxy.close();
    site.close();
    other.close();
  });

  it('forwards plain http and opens tunnels to an allow-listed host, by name or address', async () => {
    const answer = await exchange(proxy, `GET http://localhost:${sitePort}/page?x=1 HTTP/1.1\r\nHost: localhost:${sitePort}\r\n${credentialOf(proxy)}Proxy-Connection: keep-alive\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain(`site saw GET /page?x=1 for localhost:${sitePort}`);
    expect(await exchange(proxy, `CONNECT 127.0.0.1:${sitePort} HTTP/1.1\r\nHost: 127.0.0.1:${sitePort}\r\n${credentialOf(proxy)}\r\n`)).toBe('HTTP/1.1 200 Connection Established\r\n\r\n');
  });

  it("answers 407 to any request without this proxy's credential (another proxy's, or none), even to an allow-listed host, which sees nothing", async () => {
    const stranger = await startOutboundProxy({ allowHosts: [] });
    await stranger.close();
    const before = siteConnections;
    for (const credential of ['', credentialOf(stranger), `Proxy-Authorization: Basic ${Buffer.from(`${proxy.username}:`).toString('base64')}\r\n`]) {
      const requests = [
        `GET http://127.0.0.1:${sitePort}/page HTTP/1.1\r\nHost: 127.0.0.1:${sitePort}\r\n${credential}Connection: close\r\n\r\n`,
        `CONNECT 127.0.0.1:${sitePort} HTTP/1.1\r\nHost: 127.0.0.1:${sitePort}\r\n${credential}\r\n`,
        `GET http://127.0.0.1:${sitePort}/live HTTP/1.1\r\nHost: 127.0.0.1:${sitePort}\r\n${credential}Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      ];
      for (const request of requests) {
        const answer = await exchange(proxy, request);
        expect(answer, request).toMatch(/^HTTP\/1\.1 407 Proxy Authentication Required\r\n/);
        expect(answer, request).toMatch(/\r\nProxy-Authenticate: Basic realm="website capture"\r\n/i);
      }
    }
    expect(siteConnections).toBe(before);
    expect(stranger.password).not.toBe(proxy.password);
  });

  it('answers 403 to http, tunnels and WebSocket upgrades towards a private port off the list, notes them, and never connects', async () => {
    const credential = credentialOf(proxy);
    const requests = [
      `GET http://127.0.0.1:${otherPort}/x.png HTTP/1.1\r\nHost: 127.0.0.1:${otherPort}\r\n${credential}Connection: close\r\n\r\n`,
      `CONNECT localhost:${otherPort} HTTP/1.1\r\nHost: localhost:${otherPort}\r\n${credential}\r\n`,
      `CONNECT [::ffff:127.0.0.1]:${sitePort} HTTP/1.1\r\nHost: [::ffff:127.0.0.1]:${sitePort}\r\n${credential}\r\n`,
      `GET http://127.0.0.1:${otherPort}/live HTTP/1.1\r\nHost: 127.0.0.1:${otherPort}\r\n${credential}Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
    ];
    for (const request of requests) expect(await exchange(proxy, request), request).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
    expect(proxy.refusals).toEqual([
      { target: `http://127.0.0.1:${otherPort}/x.png`, authority: `127.0.0.1:${otherPort}`, reason: 'private address' },
      { target: `https://localhost:${otherPort}`, authority: `localhost:${otherPort}`, reason: 'private address' },
      { target: `https://[::ffff:7f00:1]:${sitePort}`, authority: `[::ffff:7f00:1]:${sitePort}`, reason: 'private address' },
      { target: `ws://127.0.0.1:${otherPort}/live`, authority: `127.0.0.1:${otherPort}`, reason: 'private address' },
    ]);
    expect(otherConnections).toBe(0);
  });
});
