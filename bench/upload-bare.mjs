#!/usr/bin/env node
// The bare twin of the upload transport, for bench/upload.mjs: a plain Node HTTP server in a process
// of its own that reads a multipart body with the same parser the app's multipart plugin uses
// (@fastify/busboy), writes the file part to a temp file while hashing it (SHA-256), fsyncs it and
// answers with its size and digest. No framework, no session, no database.
// Run by bench/upload.mjs: node bench/upload-bare.mjs <port> <dir>
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const Busboy = createRequire(path.join(root, 'server/package.json'))('@fastify/busboy');
const [port, dir] = process.argv.slice(2);
await fsp.mkdir(dir, { recursive: true });

async function receive(file) {
  const target = path.join(dir, randomUUID());
  const digest = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk, _encoding, done) {
      size += chunk.length;
      digest.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(file, measure, fs.createWriteStream(target, { flags: 'wx' }));
  const handle = await fsp.open(target, 'r+');
  await handle.sync().finally(() => handle.close());
  await fsp.rm(target);
  return { size, sha256: digest.digest('hex') };
}

http
  .createServer((req, res) => {
    if (req.method !== 'POST') return void res.writeHead(200).end('ok');
    const parser = new Busboy({ headers: req.headers, limits: { fileSize: 1024 ** 3 } });
    let received = null;
    parser.on('file', (_field, file) => (received = receive(file)));
    parser.on('finish', async () => {
      const result = await received;
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
    req.pipe(parser);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
