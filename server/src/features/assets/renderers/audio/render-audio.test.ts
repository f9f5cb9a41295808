import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, expect, it } from 'vitest';
import { wavTone } from '../../../../test/audio-files.ts';
import { probeAudio } from './probe.ts';
import { renderAudio } from './render-audio.ts';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'review-render-audio-'));
afterAll(() => fsp.rm(work, { recursive: true, force: true }));

/** JavaScript buffers still alive once everything unreachable is collected (finalizers run on the next turn). */
async function liveBuffers(): Promise<number> {
  collectGarbage();
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
}

it('lets go of every decoded sample once the rendition is written', async () => {
  // Two minutes of 48 kHz stereo: 46 MB of samples once decoded to floats.
  const file = path.join(work, 'tone.wav');
  await fsp.writeFile(file, wavTone({ seconds: 120, sampleRate: 48_000 }));
  const probe = await probeAudio(file, { maxSeconds: 600 });
  if (!probe) throw new Error('the WAV was not taken as a sound');
  const before = await liveBuffers();
  const kinds: string[] = [];
  await renderAudio(file, probe, work, { onOutput: (output) => kinds.push(output.kind), onProgress: () => undefined });
  expect(kinds).toEqual(['proxy', 'waveform']);
  expect((await liveBuffers()) - before).toBeLessThan(8 * 1024 * 1024);
}, 60_000);
