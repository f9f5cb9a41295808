import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { buildTestApp, dialectUnderTest, type TestApp } from '../../test/build-test-app.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { buildUser } from '../../test/factories.ts';
import { buildProject, buildUploadedAsset } from '../../test/project-factories.ts';

/** A second instance on the first one's PostgreSQL database, listening on a port of its own. */
async function secondInstance(first: TestApp, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-test-'));
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '10000', DATABASE_URL: first.databaseUrl!, ...env }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: async () => (await app.close(), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

/** A change made through `writer` reaches a stream opened on `reader`; milliseconds it took. */
async function changeReachesOtherInstance(writer: FastifyInstance, reader: { baseUrl: string }) {
  const owner = await buildUser(writer);
  const projectId = await buildProject(writer, owner);
  const asset = await buildUploadedAsset(writer, owner, projectId);
  const stream = await openEventStream(reader.baseUrl, owner.headers);
  try {
    await stream.next((event) => event.event === 'ready');
    const started = performance.now();
    const heard = stream.next((event) => event.event === 'project' && JSON.parse(event.data).project_id === projectId, { timeoutMs: 5000 });
    await writer.inject({ method: 'POST', url: '/api/v1/comments', headers: owner.headers, payload: { variation_id: asset.versions[0].variations[0].id, content: 'Heard over there?' } });
    await heard;
    return performance.now() - started;
  } finally {
    stream.close();
  }
}

describe.skipIf(dialectUnderTest !== 'postgres')('live updates across instances on PostgreSQL', () => {
  let first: TestApp;
  beforeAll(async () => {
    // Polls a minute apart: within the test, only a NOTIFY can carry the change.
    first = await buildTestApp({ LIVE_POLL_MS: '60000' });
  });
  afterAll(() => first.close());

  it('wakes the other instance by NOTIFY, without waiting for its poll', async () => {
    const second = await secondInstance(first, { LIVE_POLL_MS: '60000' });
    try {
      await expect.poll(() => second.app.liveListener?.isListening(), { timeout: 5000 }).toBe(true);
      expect(await changeReachesOtherInstance(first.app, second)).toBeLessThan(2000);
    } finally {
      await second.close();
    }
  });

  it('still tells the other instance by its poll when NOTIFY is off', async () => {
    const second = await secondInstance(first, { LIVE_NOTIFY: 'false', LIVE_POLL_MS: '250' });
    try {
      expect(second.app.liveListener).toBeNull();
      expect(await changeReachesOtherInstance(first.app, second)).toBeLessThan(3000);
    } finally {
      await second.close();
    }
  });
});
