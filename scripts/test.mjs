#!/usr/bin/env node
// Runs every test the project has, as CI does: unit and API tests on SQLite, the same API tests on
// PostgreSQL, then the end-to-end journeys in headless Chromium. Ends with one line
// `N passed, N failed` summed over all stages, and a non-zero exit if anything failed or crashed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-test-report-'));
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

function stage(name, execute, readReport, reportFile) {
  if (only.length && !only.some((word) => name.includes(word))) return;
  console.log(`\n=== ${name} ===`);
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

const vitestWorkspaces = ['contract', 'server', 'web'].filter((ws) => fs.existsSync(path.join(root, ws, 'vitest.config.ts')));

function vitestStage(name, env) {
  for (const ws of vitestWorkspaces) {
    if (env.TEST_DATABASE_URL && ws !== 'server') continue;
    const file = path.join(reportDir, `${name.replace(/\W+/g, '-')}-${ws}.json`);
    stage(
      `${name}: ${ws}`,
      () => run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { cwd: path.join(root, ws), env }),
      readVitestReport,
      file,
    );
  }
}

/** Uses TEST_DATABASE_URL when given, else starts a throwaway PostgreSQL from the machine's binaries. */
function withPostgres(body) {
  if (process.env.TEST_DATABASE_URL) return body(process.env.TEST_DATABASE_URL);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-pg-'));
  const port = String(56000 + Math.floor(Math.random() * 2000));
  const started = spawnSync('bash', [path.join(root, 'scripts/start-postgres.sh'), dir, port], { encoding: 'utf8' });
  if (started.status !== 0) {
    problems.push(`PostgreSQL could not be started: ${started.stderr.trim()}`);
    totals.failed += 1;
    return;
  }
  try {
    return body(started.stdout.trim().split('\n').pop());
  } finally {
    const pgCtl = path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'pg_ctl');
    const asUser = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', pgCtl]] : [pgCtl, []];
    spawnSync(asUser[0], [...asUser[1], '-D', dir, '-m', 'fast', 'stop'], { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

vitestStage('unit and API on SQLite', {});
if (!only.length || only.some((word) => 'API on PostgreSQL'.includes(word))) {
  withPostgres((url) => vitestStage('API on PostgreSQL', { TEST_DATABASE_URL: url }));
}
if (!only.length || only.some((word) => 'e2e in Chromium'.includes(word))) {
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
