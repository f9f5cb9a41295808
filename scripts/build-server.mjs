#!/usr/bin/env node
// Compiles the server for production: one ES module bundle per process entry (the server and its image
// renderer) into server/dist, with the workspace's own TypeScript (server and contract) bundled and
// every npm dependency left to node_modules. No tsx at run time. Run alone: npm run build:server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
export const SERVER_OUT = path.join(serverDir, 'dist');

/**
 * How the server is started (`npm start`, and the benchmarks, which measure it as it runs). V8's
 * young generation is held at 4 MB a semi-space, set at start: an upload's socket reads arrive in
 * buffers that die at once, and a young generation left to grow to V8's default kept them long enough
 * to grow the server by 65 MB for a 192 MB upload; at 4 MB it grows by about 20 MB, with the hot reads
 * and the upload as fast (bench:upload, bench:reads).
 */
export const SERVER_ARGS = ['--max-semi-space-size=4', path.join(SERVER_OUT, 'server.js')];

export async function buildServer() {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@review/'))
    .flatMap((name) => [name, `${name}/*`]);
  fs.rmSync(SERVER_OUT, { recursive: true, force: true });
  await build({
    entryPoints: { server: path.join(serverDir, 'src/server.ts'), 'render-worker': path.join(serverDir, 'src/render-worker.ts') },
    outdir: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    external,
    sourcemap: true,
    logLevel: 'error',
    // Bundled CommonJS helpers call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  // E-mail templates are files read at run time (mail/templates.ts finds them beside the bundle).
  fs.cpSync(path.join(serverDir, 'src/mail/templates'), path.join(SERVER_OUT, 'templates'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
