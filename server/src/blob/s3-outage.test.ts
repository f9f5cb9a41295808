import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../test/factories.ts';
import { makeImage } from '../test/images.ts';
import { buildProject, buildUploadedAsset } from '../test/project-factories.ts';
import { startS3Server } from '../test/s3-server.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let testApp: TestApp;
let owner: SignedInUser;
let projectId: number;

beforeAll(async () => {
  s3 = await startS3Server();
  testApp = await buildTestApp(s3.env);
  owner = await buildUser(testApp.app);
  projectId = await buildProject(testApp.app, owner);
});

afterAll(async () => {
  await testApp?.close();
  await s3?.stop();
});

const upload = async (name: string) => {
  const form = buildMultipart({ project_id: String(projectId) }, [{ field: 'design_file', filename: name, content: await makeImage('png', 400, 300) }]);
  return testApp.app.inject({ method: 'POST', url: '/api/v1/upload/design_files', headers: { ...owner.headers, ...form.headers }, payload: form.payload });
};
const getFile = (path: string) => testApp.app.inject({ method: 'GET', url: `/${path}`, headers: owner.headers });
const countRows = async (table: 'assets' | 'versions' | 'variations') => {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(testApp.app.database.db);
  return Number(rows[0]?.n);
};

it('answers 503 with Retry-After while the bucket is down, writes no rows, and recovers by itself when it is back', async () => {
  const asset = await buildUploadedAsset(testApp.app, owner, projectId, 'before.png');
  const variation = asset.versions[0].variations[0];
  const before = await getFile(variation.thumbnail);
  expect(before.statusCode).toBe(200);
  const rowsBefore = { assets: await countRows('assets'), versions: await countRows('versions'), variations: await countRows('variations') };

  const comeBack = await s3.goDown();

  const started = Date.now();
  const refused = await upload('during.png');
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('5');
  expect(refused.json()).toEqual({ message: 'The file store is not answering right now. Please try again in a moment.', code: 'storage_unavailable' });
  expect({ assets: await countRows('assets'), versions: await countRows('versions'), variations: await countRows('variations') }).toEqual(rowsBefore);

  for (const path of [variation.thumbnail, variation.preview, variation.design_file]) {
    const read = await getFile(path);
    expect(read.statusCode, path).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.json().code).toBe('storage_unavailable');
  }
  const ready = await testApp.app.inject({ method: 'GET', url: '/api/v1/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ message: 'Not ready: the file store cannot be reached.', checks: { database: 'ok', storage: 'unreachable' } });
  expect(Date.now() - started).toBeLessThan(10_000);

  await comeBack();
  expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);

  const after = await getFile(variation.thumbnail);
  expect(after.statusCode).toBe(200);
  expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
  const accepted = await upload('after.png');
  expect(accepted.statusCode).toBe(201);
  expect(await countRows('assets')).toBe(rowsBefore.assets + 1);
});
