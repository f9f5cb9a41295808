import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildUser, type SignedInUser } from '../test/factories.ts';
import { buildUploadedAsset } from '../test/project-factories.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-backup-test-'));
let testApp: TestApp;
let owner: SignedInUser;
/** On PostgreSQL, an empty database to restore into. */
let restoreDatabase: { url: string; drop: () => Promise<void> } | undefined;

async function emptyPostgresDatabase(adminUrl: string) {
  const name = `review_restore_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp.app);
  await testApp.app.inject({ method: 'PUT', url: '/api/v1/profile/plan', headers: owner.headers, payload: { plan: 'pro' } });
  if (process.env.TEST_DATABASE_URL) restoreDatabase = await emptyPostgresDatabase(process.env.TEST_DATABASE_URL);
});

afterAll(async () => {
  await testApp?.close();
  await restoreDatabase?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The CLI as `npm run backup` / `npm run restore` run it, in a process of its own. */
async function cli(args: string[], env: Record<string, string | undefined>) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], { cwd: SERVER_DIR, env: { ...process.env, ...env } });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr.trim() };
  }
}

it('backs up while writes go on, and a restore into an empty data folder has every write acknowledged before it, files included', async () => {
  const asset = await buildUploadedAsset(testApp.app, owner, (await testApp.app.inject({ method: 'POST', url: '/api/v1/projects', headers: owner.headers, payload: { project_name: 'Files' } })).json().data.id);
  const thumbnail = await testApp.app.inject({ method: 'GET', url: `/${asset.thumbnail}`, headers: owner.headers });

  const acknowledged: number[] = [];
  let writing = true;
  const createProjects = async () => {
    for (let n = 0; writing; n++) {
      const res = await testApp.app.inject({ method: 'POST', url: '/api/v1/projects', headers: owner.headers, payload: { project_name: `Load ${n}` } });
      if (res.statusCode === 201) acknowledged.push(res.json().data.id);
    }
  };
  const load = createProjects();
  while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
  const beforeBackup = [...acknowledged];
  const file = path.join(work, 'backup.tar.gz');
  const sourceEnv = { DATA_DIR: testApp.dataDir, DATABASE_URL: testApp.databaseUrl };
  const made = await cli(['backup', file], sourceEnv);
  writing = false;
  await load;
  expect(made.code, made.out).toBe(0);
  expect(made.out).toMatch(/^Backed up the (SQLite|PostgreSQL) database and \d+ files to .+backup\.tar\.gz\.$/);

  const restoredDir = path.join(work, 'restored');
  const restoredEnv = { DATA_DIR: restoredDir, DATABASE_URL: restoreDatabase?.url };
  const restored = await cli(['restore', file], restoredEnv);
  expect(restored.code, restored.out).toBe(0);
  expect((await cli(['restore', file], restoredEnv)).out).toBe(`${restoredDir} is not empty: restore into an empty DATA_DIR.`);

  const app = await buildApp({ config: loadConfig({ DATA_DIR: restoredDir, ...(restoreDatabase && { DATABASE_URL: restoreDatabase.url }) }) });
  try {
    // Read from the database itself: the project list shows the newest 1000, and a slow backup lets
    // the writers add more than that meanwhile.
    const projects = (await app.database.db.selectFrom('projects').select('id').where('id', 'in', beforeBackup).execute()).map((project) => project.id);
    expect(projects).toEqual(expect.arrayContaining(beforeBackup));
    const file = await app.inject({ method: 'GET', url: `/${asset.thumbnail}`, headers: owner.headers });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(thumbnail.rawPayload)).toBe(true);
  } finally {
    await app.close();
  }
});

it('says what is wrong', async () => {
  expect(await cli(['restore', path.join(work, 'missing.tar.gz')], { DATA_DIR: path.join(work, 'empty') })).toEqual({ code: 1, out: `There is no backup at ${path.join(work, 'missing.tar.gz')}.` });
  expect((await cli(['backup'], { DATA_DIR: testApp.dataDir, DATABASE_URL: testApp.databaseUrl })).out).toBe('Which file? npm run backup -- FILE');
});
