import { createServer, type Server } from 'node:http';
import { ERROR_CODES } from '@review/contract/errors';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileFetcher } from './fetch-file.ts';

const PRIVATE_URL_REFUSED = ERROR_CODES.fetch_private_address;

let server: Server;
let base = '';
let port = 0;
/** Connections the server took: a refused address must not even be connected to. */
let connections = 0;
const FILE = Buffer.from('a design file');

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/file.png') return res.end(FILE);
    if (req.url === '/moved') return res.writeHead(302, { location: '/file.png' }).end();
    res.writeHead(404).end();
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('createFileFetcher', () => {
  it('refuses loopback and private addresses unless allowed, by literal and by name', async () => {
    const strict = createFileFetcher({ allowPrivate: false, maxBytes: 1024 });
    for (const url of [`${base}/file.png`, 'http://localhost:1/file.png', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:1/x']) {
      await expect(strict(url)).rejects.toMatchObject({ statusCode: 422, message: PRIVATE_URL_REFUSED });
    }
  });

  it('refuses the IPv6 forms of private addresses (mapped, SIIT, compatible, site-local, 6to4, Teredo, NAT64) without connecting', async () => {
    const strict = createFileFetcher({ allowPrivate: false, maxBytes: 1024 });
    const before = connections;
    for (const url of [
      'http://[::127.0.0.1]/',
      'http://[::ffff:0:127.0.0.1]/',
      'http://[fec0::1]/',
      `http://[::ffff:127.0.0.1]:${port}/file.png`,
      `http://[::ffff:7f00:1]:${port}/file.png`,
      'http://[::ffff:a9fe:a9fe]/latest/meta-data',
      'http://[::8.8.8.8]/',
      'http://[2002:7f00:1::1]/',
      'http://[2001::1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[64:ff9b:1::a00:1]/',
    ]) {
      await expect(strict(url), url).rejects.toMatchObject({ statusCode: 422, message: PRIVATE_URL_REFUSED });
    }
    expect(connections).toBe(before);
  });

  it('reads the file where private addresses are allowed; refuses a redirect, an error answer and a file over the limit', async () => {
    const open = createFileFetcher({ allowPrivate: true, maxBytes: 1024 });
    expect(await open(`${base}/file.png`)).toEqual(FILE);
    await expect(open(`${base}/moved`)).rejects.toMatchObject({ statusCode: 422, message: 'The URL answered 302 (redirects are not followed).' });
    await expect(open(`${base}/missing`)).rejects.toMatchObject({ statusCode: 422, message: 'The URL answered 404.' });
    await expect(createFileFetcher({ allowPrivate: true, maxBytes: 4 })(`${base}/file.png`)).rejects.toMatchObject({ statusCode: 413 });
    await expect(open('ftp://example.com/x')).rejects.toMatchObject({ statusCode: 422 });
  });
});
