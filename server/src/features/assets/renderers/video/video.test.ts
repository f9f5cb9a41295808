import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audioOnlyClip,
  canEncodeAv1,
  colourClip,
  cutClip,
  cutFile,
  damagedMovieClip,
  decodeWithFfmpeg,
  fastStartClip,
  junkFile,
  middleColour,
  probeWithFfprobe,
  readImageBarcode,
  removeVideoClips,
  videoClip,
  type ClipName,
} from '../../../../test/video-clips.ts';
import { openDesign } from '../open-design.ts';
import { REFUSED_TYPE, VIDEO_DAMAGED, VIDEO_INCOMPLETE } from '../refusal.ts';
import { renderVideoFrame } from './frame.ts';
import { probeVideo, type VideoProbe } from './probe.ts';
import { proxyHeights, renderVideo, type VideoOutput } from './render-video.ts';

const LIMITS = { maxSeconds: 1800 };
let outDir = '';

beforeAll(async () => {
  outDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'video-renders-'));
});
afterAll(async () => {
  await fsp.rm(outDir, { recursive: true, force: true });
  await removeVideoClips();
});

const probes = new Map<ClipName, Promise<VideoProbe>>();
/** A clip's probe, made once and shared. */
function probeClip(name: ClipName): Promise<VideoProbe> {
  let probe = probes.get(name);
  if (!probe) {
    probe = videoClip(name).then(async (file) => (await probeVideo(file, LIMITS)) as VideoProbe);
    probes.set(name, probe);
  }
  return probe;
}

const refusalOf = (work: Promise<unknown>) => work.then(
  () => null,
  (error: Error) => error.message,
);

describe('probe', () => {
  it.each([
    ['h264At23976', { num: 24000, den: 1001 }, 72, 3003, 'aac'],
    ['h264At25', { num: 25, den: 1 }, 50, 2000, null],
    ['h264At2997', { num: 30000, den: 1001 }, 60, 2002, 'aac'],
    ['h264At60', { num: 60, den: 1 }, 120, 2000, null],
  ] as const)('reads %s as an even frame rate, as a fraction', async (name, frameRate, frames, durationMs, audioCodec) => {
    expect(await probeClip(name)).toEqual({
      container: 'mp4',
      mime: 'video/mp4',
      extension: 'mp4',
      duration_ms: durationMs,
      frame_rate: frameRate,
      variable_frame_rate: false,
      frame_count: frames,
      width: 320,
      height: 180,
      rotation: 0,
      start_timecode: null,
      has_audio: audioCodec !== null,
      video_codec: 'h264',
      audio_codec: audioCodec,
    });
  });

  it('finds unevenly spaced frames, with the rate most of them have', async () => {
    expect(await probeClip('variable')).toMatchObject({ variable_frame_rate: true, frame_rate: { num: 12, den: 1 }, frame_count: 60, duration_ms: 3958 });
  });

  it('reads a ProRes MOV with PCM sound and its start timecode', async () => {
    expect(await probeClip('proresWithTimecode')).toMatchObject({
      container: 'mov',
      mime: 'video/quicktime',
      extension: 'mov',
      video_codec: 'prores',
      audio_codec: 'pcm',
      has_audio: true,
      frame_rate: { num: 24000, den: 1001 },
      frame_count: 24,
      start_timecode: '01:00:00:00',
    });
  });

  it('reads a drop-frame start timecode as such', async () => {
    expect(await probeClip('dropFrameTimecode')).toMatchObject({ container: 'mov', frame_rate: { num: 30000, den: 1001 }, start_timecode: '00:59:59;28' });
  });

  it('gives a turned video its display size and the turn (clockwise) its file asks for', async () => {
    // ffmpeg's `rotate=90` tag turns players 90° counter-clockwise.
    expect(await probeClip('rotated')).toMatchObject({ width: 180, height: 320, rotation: 270 });
  });

  it('reads a WebM of VP9 and Opus', async () => {
    expect(await probeClip('vp9')).toMatchObject({ container: 'webm', mime: 'video/webm', extension: 'webm', video_codec: 'vp9', audio_codec: 'opus', frame_rate: { num: 25, den: 1 }, variable_frame_rate: false, frame_count: 50 });
  });

  it('reads a WebM of AV1 (when this ffmpeg can make one)', async (context) => {
    if (!(await canEncodeAv1())) context.skip();
    expect(await probeClip('av1')).toMatchObject({ container: 'webm', video_codec: 'av1', audio_codec: 'opus', frame_count: 25 });
  });

  it('refuses what cannot be reviewed, in words for the uploader', async () => {
    expect(await probeVideo(await junkFile(4096), LIMITS)).toBeNull();
    expect(await refusalOf(probeVideo(await cutClip('h264At23976', 0.5), LIMITS))).toBe(VIDEO_INCOMPLETE);
    expect(await refusalOf(probeVideo(await cutFile(await fastStartClip('h264At23976'), 0.5), LIMITS))).toBe(VIDEO_INCOMPLETE);
    expect(await refusalOf(probeVideo(await cutClip('vp9', 0.7), LIMITS))).toBe(VIDEO_INCOMPLETE);
    expect(await refusalOf(probeVideo(await cutClip('proresWithTimecode', 0.8), LIMITS))).toBe(VIDEO_INCOMPLETE);
    expect(await refusalOf(probeVideo(await videoClip('long'), { maxSeconds: 120 }))).toBe('A video may be at most 2 minutes long; this one is 2 minutes 30 seconds.');
    // Sound alone is not refused here: the audio probe takes it (renderers/audio/probe.ts).
    expect(await probeVideo(await audioOnlyClip('h264At23976'), LIMITS)).toBeNull();
    expect(await refusalOf(openDesign(await junkFile(4096), outDir, { videoMaxSeconds: 1800 }))).toBe(REFUSED_TYPE);
  });

  it('refuses an MP4 whose movie box is damaged as a damaged video, not as another type', async () => {
    expect(await refusalOf(openDesign(await damagedMovieClip('h264At23976'), outDir, { videoMaxSeconds: 1800 }))).toBe(VIDEO_DAMAGED);
  });

  it('refuses a stream whose pictures do not decode as damaged', async () => {
    const file = path.join(outDir, 'damaged.mp4');
    const whole = await fsp.readFile(await fastStartClip('h264At25'));
    // The sample tables stay whole; the picture data after them is overwritten.
    const mdat = whole.indexOf('mdat');
    await fsp.writeFile(file, Buffer.concat([whole.subarray(0, mdat + 4), Buffer.alloc(whole.length - mdat - 4, 0x5a)]));
    expect(await refusalOf(probeVideo(file, LIMITS))).toBe(VIDEO_DAMAGED);
  });
});

describe('openDesign', () => {
  it('takes a video by its content, whatever its name, with its first frame as page 1 at the display size', async () => {
    const named = path.join(outDir, 'looks-like-a.png');
    await fsp.copyFile(await videoClip('rotated'), named);
    const opened = await openDesign(named, outDir, { videoMaxSeconds: 1800 });
    expect(opened).toMatchObject({ mime: 'video/mp4', extension: 'mp4', pageCount: 1, video: { rotation: 270 }, firstPage: { number: 1, width: 180, height: 320 } });
    const preview = opened.firstPage?.preview.path ?? '';
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 180, height: 320 });
    expect(await readImageBarcode(preview, 270)).toBe(0);
  });
});

describe('frame', () => {
  it.each(['h264At23976', 'h264At25', 'h264At2997', 'h264At60', 'variable', 'proresWithTimecode', 'vp9'] as const)('extracts exactly frame N of %s, the first and last included', async (name) => {
    const probe = await probeClip(name);
    const file = await videoClip(name);
    for (const frame of [0, 1, Math.floor(probe.frame_count / 2), probe.frame_count - 2, probe.frame_count - 1]) {
      const rendered = await renderVideoFrame(file, probe, frame, outDir);
      expect({ frame, number: await readImageBarcode(rendered.file.path), width: rendered.width, height: rendered.height }).toEqual({ frame, number: frame, width: 320, height: 180 });
      expect(await sharp(rendered.file.path).metadata()).toMatchObject({ format: 'png', width: 320, height: 180 });
    }
  });

  it('turns a frame as the file asks', async () => {
    const probe = await probeClip('rotated');
    const rendered = await renderVideoFrame(await videoClip('rotated'), probe, 7, outDir);
    expect(await sharp(rendered.file.path).metadata()).toMatchObject({ width: 180, height: 320 });
    expect(await readImageBarcode(rendered.file.path, 270)).toBe(7);
  });

  it('refuses a frame past the end', async () => {
    const probe = await probeClip('h264At25');
    expect(await refusalOf(renderVideoFrame(await videoClip('h264At25'), probe, 50, outDir))).toBe('The video has 50 frames (0 to 49); there is no frame 50.');
  });
});

/** Renders a clip, with its outputs in the order they came. */
async function render(name: ClipName): Promise<{ probe: VideoProbe; outputs: VideoOutput[]; progress: number[] }> {
  const probe = await probeClip(name);
  const outputs: VideoOutput[] = [];
  const progress: number[] = [];
  await renderVideo(await videoClip(name), probe, outDir, { onOutput: (output) => outputs.push(output), onProgress: (percent) => progress.push(percent) });
  return { probe, outputs, progress };
}
const proxiesOf = (outputs: VideoOutput[]) => outputs.flatMap((output) => (output.kind === 'proxy' ? [output] : []));

describe('renderVideo', () => {
  it('makes a proxy whose frame N is the source’s frame N, at its time, with key frames every half second', async () => {
    const { probe, outputs, progress } = await render('h264At23976');
    expect(outputs.map((output) => output.kind)).toEqual(['proxy', 'sprite', 'waveform']);
    const [proxy] = proxiesOf(outputs);
    expect(proxy).toMatchObject({ height: 180, type: 'video/webm; codecs="vp9, opus"' });
    const file = proxy?.file.path ?? '';
    const decoded = await decodeWithFfmpeg(file);
    expect(decoded.numbers).toEqual(Array.from({ length: probe.frame_count }, (_, index) => index));
    const { times, keyFrames, codec, audioCodec, width, height } = await probeWithFfprobe(file);
    expect({ codec, audioCodec, width, height }).toEqual({ codec: 'vp9', audioCodec: 'opus', width: 320, height: 180 });
    // WebM keeps milliseconds.
    for (const [index, time] of times.entries()) expect(Math.abs(time - (index * 1001) / 24000)).toBeLessThanOrEqual(0.0006);
    expect(keyFrames).toEqual([0, 12, 24, 36, 48, 60]);
    expect(progress.at(-1)).toBe(100);
    expect(proxy?.file.size).toBe((await fsp.stat(file)).size);
  });

  it('lays the sprite out as it says, and the waveform as the loudest sound of each thousandth', async () => {
    const { outputs } = await render('h264At2997');
    const sprite = outputs.find((output) => output.kind === 'sprite');
    expect(sprite).toMatchObject({ columns: 3, rows: 1, count: 3, interval_ms: 1000, tile_width: 160, tile_height: 90 });
    expect(await sharp(sprite?.file.path).metadata()).toMatchObject({ format: 'webp', width: 480, height: 90 });
    // Tile k shows the frame on screen at k seconds: at 29.97, frame 29 ends at 1.001 s.
    const tile = await sharp(sprite?.file.path).extract({ left: 160, top: 0, width: 160, height: 90 }).png().toBuffer();
    expect(await readImageBarcode(tile)).toBe(29);
    const waveform = outputs.find((output) => output.kind === 'waveform');
    const { peaks } = JSON.parse(await fsp.readFile(waveform?.file.path ?? '', 'utf8')) as { peaks: number[] };
    expect(peaks).toHaveLength(1000);
    // ffmpeg's sine is an eighth of full scale (give or take AAC's rounding).
    expect(Math.max(...peaks)).toBeGreaterThan(0.11);
    expect(Math.max(...peaks)).toBeLessThan(0.14);
    expect(Math.min(...peaks.slice(10, 990))).toBeGreaterThan(0.1);
  });

  it('gives an unevenly spaced video its frame times, and keeps them in the proxy', async () => {
    const { probe, outputs } = await render('variable');
    expect(outputs.map((output) => output.kind)).toEqual(['frame-times', 'proxy', 'sprite']);
    const frameTimes = outputs.find((output) => output.kind === 'frame-times');
    const { times } = JSON.parse(await fsp.readFile(frameTimes?.file.path ?? '', 'utf8')) as { times: number[] };
    expect(times).toHaveLength(probe.frame_count);
    expect(times.slice(0, 3)).toEqual([0, 1 / 24, 2 / 24].map((time) => Math.round(time * 1e6) / 1e6));
    expect(times.slice(24, 26)).toEqual([1, 1 + 2 / 24].map((time) => Math.round(time * 1e6) / 1e6));
    const proxy = proxiesOf(outputs)[0]?.file.path ?? '';
    const { times: proxyTimes } = await probeWithFfprobe(proxy);
    for (const [index, time] of proxyTimes.entries()) expect(Math.abs(time - (times[index] ?? -1))).toBeLessThanOrEqual(0.0006);
    expect((await decodeWithFfmpeg(proxy)).numbers).toEqual(Array.from({ length: probe.frame_count }, (_, index) => index));
  });

  it('turns the pixels of a turned video, as a WebM carries no rotation', async () => {
    const { outputs } = await render('rotated');
    const proxy = proxiesOf(outputs)[0];
    expect(proxy?.height).toBe(320);
    const decoded = await decodeWithFfmpeg(proxy?.file.path ?? '');
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 180, height: 320 });
  });

  it('makes a 720p and a 1080p proxy of a 1080p video, the smaller first', async () => {
    const { probe, outputs } = await render('fullHd');
    expect(proxiesOf(outputs).map((proxy) => proxy.height)).toEqual([720, 1080]);
    expect(outputs.map((output) => output.kind)).toEqual(['proxy', 'sprite', 'waveform', 'proxy']);
    for (const proxy of proxiesOf(outputs)) {
      const decoded = await decodeWithFfmpeg(proxy.file.path);
      expect({ width: decoded.width, height: decoded.height }).toEqual({ width: (proxy.height * 16) / 9, height: proxy.height });
      expect(decoded.numbers).toEqual(Array.from({ length: probe.frame_count }, (_, index) => index));
    }
  });

  it('decodes ProRes and WebM sources alike', async () => {
    for (const name of ['proresWithTimecode', 'vp9'] as const) {
      const { probe, outputs } = await render(name);
      const decoded = await decodeWithFfmpeg(proxiesOf(outputs)[0]?.file.path ?? '');
      expect(decoded.numbers).toEqual(Array.from({ length: probe.frame_count }, (_, index) => index));
    }
  });
});

describe('colour', () => {
  const BRAND_RED = '0xC83214';
  const near = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - (expected[index] ?? -99)) <= 3);

  it.each(['bt709', 'smpte170m'] as const)('shows a frame in the colours its %s label says', async (matrix) => {
    const file = await colourClip(BRAND_RED, matrix);
    const probe = (await probeVideo(file, LIMITS)) as VideoProbe;
    const rendered = await renderVideoFrame(file, probe, 0, outDir);
    const { data } = await sharp(rendered.file.path).raw().toBuffer({ resolveWithObject: true });
    const middle = (16 * 64 + 32) * 3;
    const colour = [data[middle] ?? 0, data[middle + 1] ?? 0, data[middle + 2] ?? 0];
    expect({ colour, near: near(colour, await middleColour(file)) }).toMatchObject({ near: true });
  });

  it('keeps a turned video’s colours in its proxy', async () => {
    const file = await colourClip(BRAND_RED, 'bt709', 90);
    const probe = (await probeVideo(file, LIMITS)) as VideoProbe;
    const outputs: VideoOutput[] = [];
    await renderVideo(file, probe, outDir, { onOutput: (output) => outputs.push(output), onProgress: () => undefined });
    const colour = await middleColour(proxiesOf(outputs)[0]?.file.path ?? '');
    expect({ colour, near: near(colour, await middleColour(file)) }).toMatchObject({ near: true });
  });
});

describe('proxyHeights', () => {
  it('never goes above the source, and gives a short source one proxy at its own height', () => {
    expect(proxyHeights({ width: 3840, height: 2160 })).toEqual([720, 1080]);
    expect(proxyHeights({ width: 1920, height: 1080 })).toEqual([720, 1080]);
    expect(proxyHeights({ width: 1600, height: 900 })).toEqual([720, 900]);
    expect(proxyHeights({ width: 640, height: 480 })).toEqual([480]);
    expect(proxyHeights({ width: 853, height: 481 })).toEqual([480]);
  });
});
