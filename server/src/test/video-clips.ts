import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/**
 * Video clips made on the fly with Debian's ffmpeg (tests carry no binary fixtures; product code never
 * runs ffmpeg). Each frame carries its number twice: as a 16-bit barcode across the top sixth (bit i
 * white or black in the i-th sixteenth of the width, which survives compression) and drawn as text.
 * Small (320x180) and short, made once per test file and shared by its tests.
 */
export interface ClipSpec {
  container: 'mp4' | 'mov' | 'webm';
  codec: 'h264' | 'prores' | 'vp9' | 'av1';
  rate: string;
  seconds: number;
  width?: number;
  height?: number;
  audio?: boolean;
  /** Frames 24 a second for the first second, then 12 a second. */
  variable?: boolean;
  /** `rotate` metadata as ffmpeg writes it (counter-clockwise: 90 means players turn the frames 270° clockwise). */
  rotate?: number;
  /** A QuickTime timecode track starting here. */
  timecode?: string;
}

export const CLIPS = {
  h264At23976: { container: 'mp4', codec: 'h264', rate: '24000/1001', seconds: 3, audio: true },
  h264At25: { container: 'mp4', codec: 'h264', rate: '25', seconds: 2 },
  h264At2997: { container: 'mp4', codec: 'h264', rate: '30000/1001', seconds: 2, audio: true },
  h264At60: { container: 'mp4', codec: 'h264', rate: '60', seconds: 2 },
  variable: { container: 'mp4', codec: 'h264', rate: '24', seconds: 2.5, variable: true },
  proresWithTimecode: { container: 'mov', codec: 'prores', rate: '24000/1001', seconds: 1, audio: true, timecode: '01:00:00:00' },
  dropFrameTimecode: { container: 'mov', codec: 'h264', rate: '30000/1001', seconds: 1, timecode: '00:59:59;28' },
  rotated: { container: 'mp4', codec: 'h264', rate: '25', seconds: 1, audio: true, rotate: 90 },
  vp9: { container: 'webm', codec: 'vp9', rate: '25', seconds: 2, audio: true },
  av1: { container: 'webm', codec: 'av1', rate: '25', seconds: 1, audio: true },
  fullHd: { container: 'mp4', codec: 'h264', rate: '24', seconds: 0.5, width: 1920, height: 1080, audio: true },
  long: { container: 'mp4', codec: 'h264', rate: '1', seconds: 150, width: 64, height: 36 },
} satisfies Record<string, ClipSpec>;

export type ClipName = keyof typeof CLIPS;

let folder: Promise<string> | null = null;
const made = new Map<string, Promise<string>>();

const clipFolder = () => (folder ??= fsp.mkdtemp(path.join(os.tmpdir(), 'review-video-clips-')));

const ffmpeg = (args: string[]) => run('ffmpeg', ['-v', 'error', '-y', ...args], { maxBuffer: 64 * 1024 * 1024 });

const BARCODE = "geq=lum='if(lt(Y,H/6),255*mod(floor(N/pow(2,floor(X/(W/16)))),2),lum(X,Y))':cb=128:cr=128";
const VIDEO_CODECS: Record<ClipSpec['codec'], string[]> = {
  h264: ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
  prores: ['-c:v', 'prores_ks', '-profile:v', '2'],
  vp9: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'],
  av1: ['-c:v', 'libsvtav1', '-preset', '12'],
};
const AUDIO_CODECS: Record<ClipSpec['container'], string[]> = { mp4: ['-c:a', 'aac'], mov: ['-c:a', 'pcm_s16le'], webm: ['-c:a', 'libopus'] };

async function makeClip(name: string, spec: ClipSpec): Promise<string> {
  const { width = 320, height = 180 } = spec;
  const file = path.join(await clipFolder(), `${name}.${spec.container}`);
  // Integer ticks of 1/24 s, so the uneven spacing is exact.
  const timing = spec.variable ? ",settb=1/24,setpts='if(lt(N,24),N,24+2*(N-24))'" : '';
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=gray:s=${width}x${height}:r=${spec.rate}:d=${spec.seconds}`],
    ...(spec.audio ? ['-f', 'lavfi', '-i', `sine=f=440:d=${spec.seconds}`] : []),
    ...['-vf', `${BARCODE},drawtext=text='%{n}':fontsize=${Math.round(height / 3)}:fontcolor=white:x=${Math.round(width / 10)}:y=${Math.round(height / 2)}${timing}`],
    ...(spec.variable ? ['-fps_mode', 'passthrough', '-video_track_timescale', '24000'] : []),
    ...VIDEO_CODECS[spec.codec],
    ...(spec.audio ? [...AUDIO_CODECS[spec.container], '-shortest'] : []),
    ...(spec.timecode ? ['-timecode', spec.timecode] : []),
    spec.rotate === undefined ? file : `${file}.unturned.${spec.container}`,
  ]);
  // ffmpeg 5 writes the tag only when it copies the stream, not while encoding it.
  if (spec.rotate !== undefined) await ffmpeg(['-i', `${file}.unturned.${spec.container}`, '-c', 'copy', '-metadata:s:v:0', `rotate=${spec.rotate}`, file]);
  return file;
}

/** The path of a named clip, made on first use. */
export function videoClip(name: ClipName): Promise<string> {
  let clip = made.get(name);
  if (!clip) {
    clip = makeClip(name, CLIPS[name]);
    made.set(name, clip);
  }
  return clip;
}

/** The first `fraction` of a file's bytes, beside it: a download cut short. */
export async function cutFile(file: string, fraction: number): Promise<string> {
  const whole = await fsp.readFile(file);
  const cut = path.join(await clipFolder(), `${path.basename(file, path.extname(file))}-cut-${fraction}${path.extname(file)}`);
  await fsp.writeFile(cut, whole.subarray(0, Math.floor(whole.length * fraction)));
  return cut;
}

export const cutClip = async (name: ClipName, fraction: number) => cutFile(await videoClip(name), fraction);

/** A clip whose movie box (its tracks and sample tables) is overwritten with junk after its header: an MP4 by its first bytes, damaged. */
export async function damagedMovieClip(name: ClipName): Promise<string> {
  const bytes = await fsp.readFile(await videoClip(name));
  const moov = bytes.indexOf('moov');
  bytes.fill(0x5a, moov + 4, Math.min(bytes.length, moov + 1024));
  const file = path.join(await clipFolder(), `${name}-damaged.mp4`);
  await fsp.writeFile(file, bytes);
  return file;
}

/** An MP4 whose movie box comes first ("fast start"), as web exports are. */
export async function fastStartClip(name: ClipName): Promise<string> {
  const file = path.join(await clipFolder(), `${name}-faststart.mp4`);
  await ffmpeg(['-i', await videoClip(name), '-c', 'copy', '-movflags', '+faststart', file]);
  return file;
}

/** Only the sound of a clip, in an MP4 (.m4a). */
export async function audioOnlyClip(name: ClipName): Promise<string> {
  const file = path.join(await clipFolder(), `${name}-audio.m4a`);
  await ffmpeg(['-i', await videoClip(name), '-vn', '-c', 'copy', file]);
  return file;
}

/** Bytes of no format at all, the same on every run. */
export async function junkFile(bytes: number): Promise<string> {
  const file = path.join(await clipFolder(), `junk-${bytes}.bin`);
  await fsp.writeFile(file, Buffer.from(Array.from({ length: bytes }, (_, index) => (index * 7919 + 13) % 251)));
  return file;
}

/**
 * A still clip of one colour (`0xRRGGBB`), its YUV made with the named matrix and labelled so, as
 * cameras label HD (bt709) and SD (smpte170m) video; `rotate` as in ClipSpec.
 */
export async function colourClip(colour: string, matrix: 'bt709' | 'smpte170m', rotate?: number): Promise<string> {
  const file = path.join(await clipFolder(), `colour-${colour}-${matrix}-${rotate ?? 0}.mp4`);
  const scaler = matrix === 'bt709' ? 'bt709' : 'bt601';
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=${colour}:s=64x32:r=25:d=0.4`],
    ...['-vf', `scale=out_color_matrix=${scaler}:out_range=tv`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
    ...['-colorspace', matrix, '-color_primaries', matrix, '-color_trc', matrix],
    `${file}.mp4`,
  ]);
  // As in makeClip, the rotation tag goes on in a copy.
  await ffmpeg(['-i', `${file}.mp4`, '-c', 'copy', ...(rotate === undefined ? [] : ['-metadata:s:v:0', `rotate=${rotate}`]), file]);
  return file;
}

/** The colour ffmpeg shows at the middle of a video's first frame (it honours the stream's colour labels). */
export async function middleColour(file: string): Promise<[number, number, number]> {
  const { width, height } = await probeWithFfprobe(file);
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  const at = (Math.floor(height / 2) * width + Math.floor(width / 2)) * 3;
  return [stdout[at] ?? 0, stdout[at + 1] ?? 0, stdout[at + 2] ?? 0];
}

/** Whether this ffmpeg can make AV1 (Debian's has SVT-AV1; a minimal build may not). */
export async function canEncodeAv1(): Promise<boolean> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-encoders']);
  return /libsvtav1/.test(stdout);
}

/** Removes every clip made by this process. */
export async function removeVideoClips() {
  if (folder) await fsp.rm(await folder, { recursive: true, force: true });
  folder = null;
  made.clear();
}

/** The number a frame carries in its barcode, from its grey levels (`channels` bytes a pixel). */
export function readBarcode(pixels: Uint8Array, width: number, height: number, channels = 1): number {
  let number = 0;
  const y = Math.floor(height / 12);
  for (let bit = 0; bit < 16; bit++) {
    const x = Math.floor(((bit + 0.5) * width) / 16);
    if ((pixels[(y * width + x) * channels] ?? 0) > 128) number |= 1 << bit;
  }
  return number;
}

/** The barcode of an image file (a PNG or WebP), after turning it back by `rotation` degrees. */
export async function readImageBarcode(file: string | Buffer, rotation = 0): Promise<number> {
  const { data, info } = await sharp(file)
    .rotate((360 - rotation) % 360)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return readBarcode(data, info.width, info.height, info.channels);
}

/** Every frame of a video as ffmpeg decodes it (an independent decoder): its size and each frame's barcode. */
export async function decodeWithFfmpeg(file: string): Promise<{ width: number; height: number; numbers: number[] }> {
  const { width, height } = await probeWithFfprobe(file);
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:v:0', '-fps_mode', 'passthrough', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { encoding: 'buffer', maxBuffer: 1024 * 1024 * 1024 });
  const frameSize = width * height;
  const numbers: number[] = [];
  for (let offset = 0; offset + frameSize <= stdout.length; offset += frameSize) numbers.push(readBarcode(stdout.subarray(offset, offset + frameSize), width, height));
  return { width, height, numbers };
}

/** What ffprobe says of a file's first video stream, and its frames' presentation times in order. */
export async function probeWithFfprobe(file: string): Promise<{ width: number; height: number; codec: string; audioCodec: string | null; times: number[]; keyFrames: number[] }> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height:frame=pts_time,key_frame,media_type', '-of', 'json', file], { maxBuffer: 64 * 1024 * 1024 });
  const parsed = JSON.parse(stdout) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    frames: { media_type: string; pts_time: string; key_frame: number }[];
  };
  const video = parsed.streams.find((stream) => stream.codec_type === 'video');
  const frames = parsed.frames.filter((frame) => frame.media_type === 'video');
  return {
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    codec: video?.codec_name ?? '',
    audioCodec: parsed.streams.find((stream) => stream.codec_type === 'audio')?.codec_name ?? null,
    times: frames.map((frame) => Number(frame.pts_time)),
    keyFrames: frames.flatMap((frame, index) => (frame.key_frame ? [index] : [])),
  };
}
