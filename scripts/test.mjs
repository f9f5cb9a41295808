#!/usr/bin/env node
// Runs every test the project has, as CI does: unit and API tests on SQLite, the same API tests on
// PostgreSQL, then the end-to-end journeys in headless Chromium, all on the Node the project brings
// (24 LTS); the server's tests of the runtime and the native modules run again on the newest LTS line,
// so that `engines` is honest. What a Node line changes is the runtime and the native modules
// (better-sqlite3, sharp, argon2, the canvas and codec bindings, the renderer's child process), which
// those folders exercise (NEWEST_LTS_TESTS); the rest is the same JavaScript on either line, and the
// PostgreSQL driver is plain JavaScript too, so the whole API suite and PostgreSQL run once, which keeps
// CI within its half hour. PostgreSQL runs the server's tests that use a database (databaseFreeTests). Each stage's first line names the Node it runs on. Ends with one line
// `N passed, N failed` summed over all stages, and a non-zero exit if anything failed or crashed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-test-report-'));
// The stages' reports are only read here: gone when the run ends, whether it passed, failed or threw.
process.on('exit', () => fs.rmSync(reportDir, { recursive: true, force: true }));
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0 };
const problems = [];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } });
  return result.status ?? 1;
}

function readVitestReport(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
}

function readPlaywrightReport(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

function nodeVersion(node, env) {
  return spawnSync(node, ['-p', 'process.version'], { encoding: 'utf8', env: { ...process.env, ...env } }).stdout.trim();
}

function stage(name, execute, readReport, reportFile, node = 'node', env = {}) {
  if (only.length && !only.some((word) => name.includes(word))) return;
  console.log(`\n=== ${name} (Node ${nodeVersion(node, env)}) ===`);
  fs.rmSync(reportFile, { force: true });
  const status = execute();
  if (!fs.existsSync(reportFile)) {
    problems.push(`${name}: crashed before reporting (exit ${status})`);
    totals.failed += 1;
    return;
  }
  const counts = readReport(reportFile);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  if (status !== 0 && counts.failed === 0) {
    problems.push(`${name}: exited ${status}`);
    totals.failed += 1;
  }
  console.log(`--- ${name}: ${counts.passed} passed, ${counts.failed} failed`);
}

const NEWEST_LTS = '26';
/**
 * The server's tests that run again on the newest LTS line: the database, files, renderers and
 * sign-in; not Office conversion, which is LibreOffice's own process whatever Node starts it.
 */
const NEWEST_LTS_TESTS = ['src/db/', 'src/blob/', 'src/renderer/', 'src/jobs/', 'src/features/auth/', 'src/features/assets/', 'src/features/video/', 'src/features/compare/', 'src/features/reports/', 'src/features/events/', '--exclude', 'src/features/assets/renderers/office/**'];
const vitestWorkspaces = ['contract', 'server', 'web', 'cli'].filter((ws) => fs.existsSync(path.join(root, ws, 'vitest.config.ts')));

/** Runs vitest in each workspace (only the server's API tests on PostgreSQL or on another Node). */
function vitestStage(name, env, node) {
  for (const ws of vitestWorkspaces) {
    if ((env.TEST_DATABASE_URL || node) && ws !== 'server') continue;
    const file = path.join(reportDir, `${name.replace(/\W+/g, '-')}-${ws}.json`);
    const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
    if (env.TEST_DATABASE_URL) for (const test of [...databaseFreeTests(), ...RENDERER_AND_ROUTE_TESTS]) args.push('--exclude', test);
    // On another Node, vitest starts on it and its test processes inherit it (process.execPath); so do
    // any `node` the tests spawn, through PATH.
    const nodeEnv = node ? { ...env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` } : env;
    stage(
      `${name}: ${ws}`,
      () => node
        ? run(node, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...args, ...NEWEST_LTS_TESTS], { cwd: path.join(root, ws), env: nodeEnv })
        : run('npx', ['vitest', ...args], { cwd: path.join(root, ws), env }),
      readVitestReport,
      file,
      node,
      nodeEnv,
    );
  }
}

/**
 * Server tests that use a database only to store what they really test: a renderer's work (banners
 * recorded, Office converted, pages, captures, video and sound probed: minutes of CPU, the same
 * on either database) or every route's own settings (the state-change guard, each route's policy
 * action). They run once, on SQLite; the PostgreSQL stage keeps the tests of rules and queries.
 */
const RENDERER_AND_ROUTE_TESTS = [
  'src/features/banners/banners.test.ts',
  'src/features/banners/banner-recording.test.ts',
  'src/features/assets/renderers/office/office.test.ts',
  'src/features/assets/documents.test.ts',
  'src/features/websites/websites.test.ts',
  'src/features/video/video.test.ts',
  'src/features/video/audio.test.ts',
  'src/state-change-guard.test.ts',
  'src/features/access/route-access.test.ts',
];

/**
 * The server's tests that build no app and open no database (renderers, the proxy, the walls): the
 * same whatever the database, so the PostgreSQL stage leaves them to the SQLite one. Told by what
 * they use: a test of the database goes through the test app or names the database it runs on.
 */
function databaseFreeTests() {
  const usesDatabase = /useTestApp|buildTestApp|TEST_DATABASE_URL|dialectUnderTest/;
  return fs
    .readdirSync(path.join(root, 'server/src'), { recursive: true })
    .filter((name) => name.endsWith('.test.ts') && !usesDatabase.test(fs.readFileSync(path.join(root, 'server/src', name), 'utf8')))
    .map((name) => path.posix.join('src', name.split(path.sep).join('/')));
}

/**
 * The newest LTS line's Node, from the npm registry's package for this platform (the same kind of
 * package that brings the project's own Node), kept under node_modules/.cache between runs.
 * Returns undefined, and says why, where the registry has no such package for this platform.
 */
function newestLtsNode() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const pkg = `node-${platform}-${process.arch}`;
  const dir = path.join(root, 'node_modules/.cache', `node-${NEWEST_LTS}`);
  const binary = path.join(dir, 'node_modules', pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (fs.existsSync(binary)) return binary;
  const known = spawnSync('npm', ['view', `${pkg}@${NEWEST_LTS}`, 'version'], { encoding: 'utf8' });
  if (known.status !== 0 || !known.stdout.trim()) {
    console.log(`\nNo Node ${NEWEST_LTS} package for ${platform}-${process.arch} in the registry: its stages are skipped.`);
    return undefined;
  }
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
  const installed = spawnSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${NEWEST_LTS}`], { cwd: dir, encoding: 'utf8' });
  if (installed.status !== 0 || !fs.existsSync(binary)) {
    problems.push(`Node ${NEWEST_LTS} could not be installed: ${installed.stderr.trim()}`);
    totals.failed += 1;
    return undefined;
  }
  return binary;
}

/** Uses TEST_DATABASE_URL when given, else starts a throwaway PostgreSQL from the machine's binaries. */
function withPostgres(body) {
  if (process.env.TEST_DATABASE_URL) return body(process.env.TEST_DATABASE_URL);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-pg-'));
  // A port free right now, so that two runs on one machine do not meet.
  const port = spawnSync(process.execPath, ['-e', "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"], { encoding: 'utf8' }).stdout.trim();
  const started = spawnSync('bash', [path.join(root, 'scripts/start-postgres.sh'), dir, port], { encoding: 'utf8' });
  try {
    if (started.status !== 0) {
      problems.push(`PostgreSQL could not be started: ${started.stderr.trim()}`);
      totals.failed += 1;
      return;
    }
    return body(started.stdout.trim().split('\n').pop());
  } finally {
    // Also after a failed start: the folder goes, and a server that started late is stopped first.
    const pgCtl = path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'pg_ctl');
    const asUser = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', pgCtl]] : [pgCtl, []];
    spawnSync(asUser[0], [...asUser[1], '-D', dir, '-m', 'fast', 'stop'], { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const wanted = (name) => !only.length || only.some((word) => name.includes(word));
const newestName = `on Node ${NEWEST_LTS}`;
const newest = wanted(`API on SQLite ${newestName}`) ? newestLtsNode() : undefined;

vitestStage('unit and API on SQLite', {});
if (newest) vitestStage(`API on SQLite ${newestName}`, {}, newest);
if (wanted('API on PostgreSQL')) withPostgres((url) => vitestStage('API on PostgreSQL', { TEST_DATABASE_URL: url }));
if (wanted('e2e in Chromium')) {
  console.log('\n=== building the web app for e2e ===');
  if (run('npm', ['run', 'build']) !== 0) {
    problems.push('web build failed');
    totals.failed += 1;
  } else {
    const file = path.join(reportDir, 'e2e.json');
    stage('e2e in Chromium', () => run('npx', ['playwright', 'test'], { cwd: path.join(root, 'e2e'), env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file } }), readPlaywrightReport, file);
  }
}

for (const problem of problems) console.log(`problem: ${problem}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
