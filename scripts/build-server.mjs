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

export async function buildServer() {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@review/'))
    .flatMap((name) => [name, `${name}/*`]);
  fs.rmSync(SERVER_OUT, { recursive: true, force: true });
  await build({
    entryPoints: { server: path.join(serverDir, 'src/server.ts'), 'render-worker': path.join(serverDir, 'src/features/assets/render-worker.ts') },
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
