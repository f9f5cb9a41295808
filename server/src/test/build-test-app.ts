import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/** Set by the test runner: when present the suite runs on PostgreSQL, else on a SQLite file. */
const ADMIN_URL = process.env.TEST_DATABASE_URL;

export const dialectUnderTest = ADMIN_URL ? 'postgres' : 'sqlite';

/** A fresh PostgreSQL database per test file, so files run in parallel without seeing each other. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `review_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Without FORCE: killing a connection that is still closing surfaces as an uncaught error in its
    // client. The app is closed first, so the database frees up within moments; wait for it.
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            if (attempt >= 50 || (error as { code?: string }).code !== '55006') throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database's URL when the suite runs on PostgreSQL, for tools run beside the app. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

/** The real app on a real database (SQLite file or PostgreSQL) and a real data folder, never listening. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-test-'));
  const database = ADMIN_URL ? await createPostgresDatabase() : null;
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '10000', ...(database ? { DATABASE_URL: database.url } : {}), ...env });
  const app = await buildApp({ config });
  // As server.ts does once listening: documents' later pages are rendered by the job worker.
  app.jobs.start();
  return {
    app,
    dataDir,
    databaseUrl: database?.url,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * One app for the whole test file, built before the first test and closed after the last; with
 * `listen`, also on a loopback port (`baseUrl`), for clients that need a real socket (event streams, MCP).
 */
export function useTestApp(env: Record<string, string> = {}, { listen = false } = {}) {
  let testApp: TestApp | undefined;
  let baseUrl = '';
  beforeAll(async () => {
    testApp = await buildTestApp(env);
    if (!listen) return;
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await testApp?.close();
  });
  const built = () => {
    if (!testApp) throw new Error('useTestApp: the app is built in beforeAll');
    return testApp;
  };
  return {
    get app() {
      return built().app;
    },
    get dataDir() {
      return built().dataDir;
    },
    get baseUrl() {
      if (!baseUrl) throw new Error('useTestApp: baseUrl needs { listen: true }');
      return baseUrl;
    },
  };
}
