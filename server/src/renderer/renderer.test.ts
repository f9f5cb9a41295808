import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeImage } from '../test/images.ts';
import type { OperationTable } from './operations.ts';
import { createRenderer, RenderFailure, type RequestLimits } from './renderer.ts';

// The renderer process as renderer/ runs it, through the real entry (src/render-worker.ts) and the
// operation tables the features declare there; asked by name, as a feature's client asks.

let workDir = '';
beforeAll(async () => {
  workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'renderer-'));
});
afterAll(async () => {
  await fsp.rm(workDir, { recursive: true, force: true });
});

const limits = (overrides: Partial<RequestLimits> = {}): RequestLimits => ({
  queue: 'uploads',
  timeoutMs: 30_000,
  timeoutMessage: 'too slow',
  stoppedMessage: 'stopped',
  faultMessage: 'could not be done',
  ...overrides,
});

it('runs the operations the entry was given by name, and refuses one no feature declared with the request\'s own words', async () => {
  const renderer = createRenderer();
  try {
    await expect(renderer.run<OperationTable>('no-such-operation', {}, limits())).rejects.toThrow(new RenderFailure('could not be done'));
    const filePath = path.join(workDir, 'red.png');
    await fsp.writeFile(filePath, await makeImage('png', 60, 40));
    const opened = await renderer.run<OperationTable>('open', { filePath, outDir: workDir, videoMaxSeconds: 60 }, limits());
    expect(opened).toMatchObject({ mime: 'image/png', firstPage: { width: 60, height: 40 } });
  } finally {
    renderer.close();
  }
});

it('refuses what still waits when closed, each request with its own stopped message', async () => {
  const renderer = createRenderer();
  const filePath = path.join(workDir, 'blue.png');
  await fsp.writeFile(filePath, await makeImage('png', 60, 40));
  // Two run at once in the files' lane: the third waits.
  const asked = [1, 2, 3].map((n) => renderer.run<OperationTable>('open', { filePath, outDir: workDir, videoMaxSeconds: 60 }, limits({ stoppedMessage: `stopped ${n}` })));
  renderer.close();
  const settled = await Promise.allSettled(asked);
  expect(settled.map((result) => (result.status === 'rejected' ? (result.reason as Error).message : 'done'))).toEqual(['stopped 1', 'stopped 2', 'stopped 3']);
});
