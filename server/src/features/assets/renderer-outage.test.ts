import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildMultipart, buildUser } from '../../test/factories.ts';
import { makeImage } from '../../test/images.ts';
import { buildProject } from '../../test/project-factories.ts';

const ctx = useTestApp({ RENDER_TIMEOUT_SECONDS: '2' });

/** The app's renderer process: a child of this test process. */
const rendererPid = () => Number(execFileSync('pgrep', ['-P', String(process.pid), '-f', 'render-worker'], { encoding: 'utf8' }).trim().split('\n')[0]);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('fails only the upload the renderer was on when it crashes or hangs, says why, and renders the next one in a fresh renderer', async () => {
  const owner = await buildUser(ctx.app);
  const projectId = await buildProject(ctx.app, owner);
  const upload = async () => {
    const form = buildMultipart({ project_id: String(projectId) }, [{ field: 'design_file', filename: 'poster.png', content: await makeImage('png', 600, 400) }]);
    return ctx.app.inject({ method: 'POST', url: '/api/v1/upload/design_files', headers: { ...owner.headers, ...form.headers }, payload: form.payload });
  };
  const assetCount = async () => Number((await sql<{ n: number }>`select count(*) as n from assets`.execute(ctx.app.database.db)).rows[0]?.n);

  const ok = await upload();
  expect(ok.statusCode, ok.body).toBe(201);

  // Crash: the renderer is killed while the upload waits for it.
  const first = rendererPid();
  process.kill(first, 'SIGSTOP');
  const crashed = upload();
  await sleep(500);
  process.kill(first, 'SIGKILL');
  const crashReply = await crashed;
  expect(crashReply.statusCode).toBe(422);
  expect(crashReply.json().message).toBe('The renderer stopped while reading the file. Please try again; if it happens again, the file may be damaged.');
  expect(await assetCount()).toBe(1);
  expect((await upload()).statusCode).toBe(201);

  // Hang: the renderer stops answering; the upload is refused after the time limit and the renderer replaced.
  const second = rendererPid();
  expect(second).not.toBe(first);
  process.kill(second, 'SIGSTOP');
  const started = Date.now();
  const hangReply = await upload();
  expect(hangReply.statusCode).toBe(422);
  expect(hangReply.json().message).toBe('The file took longer than 2 seconds to render, so it was refused.');
  expect(Date.now() - started).toBeLessThan(5_000);
  await sleep(200);
  expect(isAlive(second)).toBe(false);
  expect(await assetCount()).toBe(2);
  expect((await upload()).statusCode).toBe(201);
  expect(await assetCount()).toBe(3);
});
