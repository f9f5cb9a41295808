#!/usr/bin/env node
// Lighthouse on every screen of a seeded instance: desktop preset, Debian's chromium, signed in
// through the session cookie. Prints performance, accessibility and best-practices scores per screen
// (budget: at least 95 each). Lighthouse is fetched from the npm registry on first use (npx), so it
// weighs nothing on `npm ci`.
// Run: npm run bench:lighthouse   (builds the web app first; LIGHTHOUSE_LOCALES=en,de,ja by default)
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const BUDGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** The interface languages to audit (LIGHTHOUSE_LOCALES=en,de,...): by default English, a long Latin one and a CJK one. */
const LOCALES = (process.env.LIGHTHOUSE_LOCALES ?? 'en,de,ja').split(',');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-bench-lighthouse-'));
const port = 40500 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const run = promisify(execFile);

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function api(method, url, token, body) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body && !isForm && { 'content-type': 'application/json' }) },
    body: body && (isForm ? body : JSON.stringify(body)),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A user with a project, two designs, a comment and a member: every screen has something to show. */
async function seed() {
  const password = 'lighthouse-password';
  const people = ['owner', 'member'].map((name) => ({ first_name: name === 'owner' ? 'Maria' : 'Bob', last_name: 'Garcia', email: `${name}@bench.example.com`, password }));
  const tokens = [];
  for (const person of people) {
    await api('POST', '/auth/register', null, person);
    tokens.push((await api('POST', '/auth/login', null, { email: person.email, password })).token);
  }
  const { data: project } = await api('POST', '/projects', tokens[0], { project_name: 'Spring campaign' });
  const { data: invitation } = await api('POST', '/invite', tokens[0], { project_id: project.id, email: people[1].email, role: 'Admin' });
  await api('POST', `/invitations/${invitation.link.split('/').pop()}/accept`, tokens[1], {});
  let assetId;
  for (const [index, colour] of ['#3b82f6', '#f59e0b'].entries()) {
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: colour } }).png().toBuffer();
    const form = new FormData();
    form.set('project_id', String(project.id));
    form.set('design_file', new Blob([png], { type: 'image/png' }), `Poster ${index + 1}.png`);
    assetId ??= (await api('POST', '/upload/design_files', tokens[0], form)).data.id;
  }
  const { data: versions } = await api('GET', `/versions?asset=${assetId}`, tokens[0]);
  await api('POST', '/comments', tokens[1], { variation_id: versions[0].variations[0].id, content: 'Could the headline be larger?' });
  const { data: shared } = await api('POST', `/assets/${assetId}/share-links`, tokens[0]);
  return { token: tokens[0], projectId: project.id, assetId, reviewPath: new URL(shared.link).pathname };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on this small machine: such a run is tried again. */
async function auditWithRetries(url, headersFile, locale, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, headersFile, locale);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.log(`  (${url}: ${String(error.message).split('\n').find((line) => line.includes('Runtime error')) ?? 'failed'}; trying again)`);
    }
  }
}

async function audit(url, headersFile, locale) {
  const output = path.join(work, 'report.json');
  await run(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--preset=desktop', `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=--headless=new --no-sandbox --lang=${locale}`, `--extra-headers=${headersFile}`, '--output=json', `--output-path=${output}`, '--quiet'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.code}`);
  return Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(report.categories[id].score * 100)]));
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth();
  const { token, projectId, assetId, reviewPath } = await seed();
  const signedIn = path.join(work, 'signed-in.json');
  const signedOut = path.join(work, 'signed-out.json');
  fs.writeFileSync(signedIn, JSON.stringify({ Cookie: `authToken=${token}; signedIn=1` }));
  fs.writeFileSync(signedOut, '{}');
  const screens = [
    ['/login', signedOut],
    ['/sign-up', signedOut],
    ['/', signedIn],
    ['/starred', signedIn],
    ['/archived', signedIn],
    [`/project/${projectId}`, signedIn],
    [`/asset/${assetId}`, signedIn],
    [`/add/${assetId}`, signedIn],
    ['/notification', signedIn],
    ['/profile', signedIn],
    ['/pricing', signedIn],
    ['/about', signedIn],
    ['/contact', signedIn],
    [reviewPath, signedOut],
  ];
  // Each language its own pass: the account's language set, the browser's for the pages before sign-in.
  let below = 0;
  for (const locale of LOCALES) {
    await api('PUT', '/profile/update', token, { locale });
    console.log(`\n${locale}\n${'screen'.padEnd(16)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
    for (const [screen, headers] of screens) {
      const scores = await auditWithRetries(base + screen, headers, locale);
      below += Object.values(scores).filter((score) => score < BUDGET).length;
      const name = screen.startsWith('/review/') ? '/review/{token}' : screen;
      console.log(`${name.padEnd(16)} ${CATEGORIES.map((c) => String(scores[c]).padStart(15)).join('')}`);
    }
  }
  console.log(`${screens.length} screens in ${LOCALES.join(', ')}, ${below} scores under ${BUDGET}: budget ${below === 0 ? 'met' : 'NOT met'}`);
} finally {
  server.kill();
  fs.rmSync(work, { recursive: true, force: true });
}
