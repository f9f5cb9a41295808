import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readImageBarcode, removeVideoClips, videoClip } from '../../../../test/video-clips.ts';
import { createRenderer } from '../../../../renderer/renderer.ts';
import { createDesignRenderer, RenderFailure, type VideoOutput } from '../../design-renderer.ts';

// The video side of the renderer processes, through design-renderer.ts as the server uses it.

let outDir = '';
beforeAll(async () => {
  outDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'video-renderer-'));
});
afterAll(async () => {
  await fsp.rm(outDir, { recursive: true, force: true });
  await removeVideoClips();
});

it('opens a video, hands over each render as it is written, reports progress, and extracts a frame', async () => {
  const processes = createRenderer();
  const renderer = createDesignRenderer(processes, { timeoutMs: 30_000, pageTimeoutMs: 30_000 });
  try {
    const file = await videoClip('h264At23976');
    const opened = await renderer.open(file, outDir, { videoMaxSeconds: 1800 });
    expect(opened).toMatchObject({ mime: 'video/mp4', pageCount: 1, video: { frame_count: 72 }, firstPage: { width: 320, height: 180 } });
    const probe = opened.video;
    if (!probe) throw new Error('not probed as a video');

    const events: string[] = [];
    const outputs: VideoOutput[] = [];
    const progress: number[] = [];
    await renderer.renderVideo(file, probe, outDir, {
      onOutput: (output) => {
        events.push(output.kind);
        outputs.push(output);
      },
      onProgress: (percent) => progress.push(percent),
    });
    events.push('done');
    expect(events).toEqual(['proxy', 'sprite', 'waveform', 'done']);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    for (const output of outputs) expect((await fsp.stat(output.file.path)).size).toBe(output.file.size);

    const frame = await renderer.videoFrame(file, probe, 71, outDir);
    expect(frame).toMatchObject({ width: 320, height: 180 });
    expect(await readImageBarcode(frame.file.path)).toBe(71);
    await expect(renderer.videoFrame(file, probe, 72, outDir)).rejects.toThrow(new RenderFailure('The video has 72 frames (0 to 71); there is no frame 72.'));
  } finally {
    processes.close();
  }
});

it('kills a renderer that grows past its memory limit, refusing what it was doing', async () => {
  // A renderer process takes more than 100 MB before it has read anything.
  const processes = createRenderer({ memoryLimitMb: 100 });
  const renderer = createDesignRenderer(processes, { timeoutMs: 30_000, pageTimeoutMs: 30_000 });
  try {
    const file = await videoClip('h264At25');
    await expect(renderer.open(file, outDir, { videoMaxSeconds: 1800 })).rejects.toThrow(new RenderFailure('The file needed more memory than the renderer may use, so it was refused.'));
  } finally {
    processes.close();
  }
});
