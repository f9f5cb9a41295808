#!/usr/bin/env node
// `npm start`: builds what changed since the last start (the web app, the compiled server), one line a
// step, then runs the compiled server in the server workspace (a relative DATA_DIR is read from there).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS, SERVER_OUT, buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Design Review needs Node 22.12 or newer, and this is Node ${process.versions.node}. Run \`npm ci\` first: it installs Node 24 for every npm script.`);
  process.exit(1);
}

/** Files under `entries` (folders walked, tests left out): what a build reads. */
function listInputs(entries) {
  const files = [];
  const walk = (entry) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full)) if (name !== 'node_modules' && name !== 'dist') walk(path.join(entry, name));
    } else if (!/\.test\.tsx?$/.test(entry)) files.push(entry);
  };
  entries.forEach(walk);
  return files.sort();
}

/** A digest of the inputs' names, sizes and times, and of the settings a build reads. */
function fingerprint(entries, env = []) {
  const hash = createHash('sha256');
  for (const file of listInputs(entries)) {
    const stat = fs.statSync(path.join(root, file));
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  for (const name of env) hash.update(`${name}=${process.env[name] ?? ''}\n`);
  hash.update(process.version);
  return hash.digest('hex');
}

/** Runs `build` unless `outDir` holds the fingerprint of the same inputs; says which, in one line. */
async function step(label, outDir, inputs, build) {
  const stampFile = path.join(outDir, '.build-fingerprint');
  const current = fingerprint(...inputs);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === current) {
    console.log(`${label}: unchanged since the last start`);
    return;
  }
  const started = Date.now();
  process.stdout.write(`${label}... `);
  await build();
  fs.writeFileSync(stampFile, current);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const viteEnv = Object.keys(process.env).filter((name) => name.startsWith('VITE_'));
await step('Building the web app', path.join(root, 'web/dist'), [['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'contract/src', 'package-lock.json'], viteEnv], async () => {
  const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build'], { cwd: path.join(root, 'web'), encoding: 'utf8' });
  if (result.status !== 0) {
    console.log('failed');
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
});
await step('Compiling the server', SERVER_OUT, [['server/src', 'server/package.json', 'contract/src', 'package-lock.json', 'scripts/build-server.mjs']], buildServer);

console.log('Starting the server');
const server = spawn(process.execPath, SERVER_ARGS, { cwd: path.join(root, 'server'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
