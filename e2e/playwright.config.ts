import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** A loopback port free right now, so that two runs on one machine do not meet (the config is synchronous). */
const freePort = () =>
  spawnSync(process.execPath, ['-e', "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"], { encoding: 'utf8' }).stdout.trim();

// Chosen once by the main process; workers load this file again and inherit them through the environment.
process.env.E2E_PORT ??= freePort();
// The app under test sends its e-mails to the run's own SMTP receiver (support/mail-catcher.ts).
process.env.E2E_SMTP_PORT ??= freePort();
// The website journey's own site, on loopback: the server may capture it because the operator's allow list names it.
process.env.E2E_SITE_PORT ??= freePort();
const PORT = process.env.E2E_PORT;
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

// One throwaway data folder per run; workers inherit it through the environment. The global teardown
// removes it; so does the process that made it when it exits, in case the teardown never ran (`--list`,
// a failed global setup) or the server, stopped after the teardown, wrote into it once more.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

// `npm run screenshots` (UPDATE_SCREENSHOTS=1) runs only the journeys that take the README's pictures
// (support/screenshot.ts): the specs that call screenshotPath().
const SPECS = path.join(import.meta.dirname, 'specs');
const screenshotSpecs = () => fs.readdirSync(SPECS).filter((name) => name.endsWith('.spec.ts') && fs.readFileSync(path.join(SPECS, name), 'utf8').includes('screenshotPath('));

export default defineConfig({
  testDir: './specs',
  ...(process.env.UPDATE_SCREENSHOTS === '1' && { testMatch: screenshotSpecs() }),
  // Traces, failure pictures and the journeys' own screenshots; git-ignored, emptied at each run's start.
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [
    ['list'],
    // scripts/test.mjs names its own report file through PLAYWRIGHT_JSON_OUTPUT_NAME.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium; never `npx playwright install`.
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // The real server, serving the built web app (the `test` script builds it first), on a fresh database.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The server compiled as `npm start` runs it (compiling takes under a second, so it is always fresh).
        command: 'node ../scripts/build-server.mjs && node ../server/dist/server.js',
        url: `${baseURL}/api/v1/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT,
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR,
          PUBLIC_URL: baseURL,
          SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
          AUTH_RATE_LIMIT: '10000',
          // The integrations spec's webhook receiver listens on loopback, which the server refuses by default.
          WEBHOOK_ALLOW_PRIVATE: 'true',
          CAPTURE_ALLOW_HOSTS: `127.0.0.1:${process.env.E2E_SITE_PORT}`,
          LOG_LEVEL: 'warn',
        },
      },
});
