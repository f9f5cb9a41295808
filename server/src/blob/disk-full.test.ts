import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildMultipart, buildUser, type SignedInUser } from '../test/factories.ts';
import { makeImage } from '../test/images.ts';
import { buildProject } from '../test/project-factories.ts';

/** A real full disk: a 1 MB tmpfs where uploads are received. Mounting needs root, as in CI. */
const canMount = process.getuid?.() === 0;

describe.skipIf(!canMount)('a disk that fills up while an upload is received', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let projectId: number;
  let incoming: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    incoming = path.join(testApp.dataDir, 'incoming');
    fs.mkdirSync(incoming, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', incoming]);
    owner = await buildUser(testApp.app);
    projectId = await buildProject(testApp.app, owner);
  });

  afterAll(async () => {
    if (incoming) execFileSync('umount', [incoming]);
    await testApp?.close();
  });

  const upload = (filename: string, content: Buffer) => {
    const form = buildMultipart({ project_id: String(projectId) }, [{ field: 'design_file', filename, content }]);
    return testApp.app.inject({ method: 'POST', url: '/api/v1/upload/design_files', headers: { ...owner.headers, ...form.headers }, payload: form.payload });
  };
  const assetCount = async () => Number((await sql<{ n: number }>`select count(*) as n from assets`.execute(testApp.app.database.db)).rows[0]?.n);

  it('answers 507 with a message, removes the partial file, writes no rows, and keeps serving', async () => {
    const refused = await upload('huge.png', randomBytes(3 * 1024 * 1024));
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({
      message: "The server's disk is full, so the file could not be saved. Please try again later or tell the administrator.",
      code: 'insufficient_storage',
    });
    expect(fs.readdirSync(incoming)).toEqual([]);
    expect(await assetCount()).toBe(0);

    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/projects', headers: owner.headers })).statusCode).toBe(200);
    const accepted = await upload('small.png', await makeImage('png', 200, 150));
    expect(accepted.statusCode).toBe(201);
    expect(await assetCount()).toBe(1);
  });
});
