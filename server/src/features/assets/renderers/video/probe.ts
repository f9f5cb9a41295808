import { MP4, QTFF, WEBM, type AudioCodec, type Input, type InputFormat, type InputVideoTrack, type VideoCodec } from 'mediabunny';
import type { FrameRate } from '@review/contract/media';
import { NO_VIDEO_TRACK, RenderRefusal, VIDEO_DAMAGED, VIDEO_INCOMPLETE, VIDEO_UNDECODABLE, videoTooLong } from '../refusal.ts';
import { whileCoding } from './codec-work.ts';
import { withVideoFile } from './codecs.ts';
import { decodeFrameAt } from './frame-at.ts';
import { listFrames, type FrameList } from './frame-list.ts';
import { measureFrameRate } from './frame-rate.ts';
import { looksLikeMovie, readIsobmffLayout } from './isobmff.ts';
import { readStartTimecode } from './timecode-track.ts';
import { isWebmSegmentComplete } from './webm-segment.ts';

/** What the renderer found in a video, kept with its variation. */
export interface VideoProbe {
  container: 'mp4' | 'mov' | 'webm';
  /** video/mp4, video/quicktime, video/webm */
  mime: string;
  /** mp4, mov, webm */
  extension: string;
  duration_ms: number;
  frame_rate: FrameRate;
  variable_frame_rate: boolean;
  frame_count: number;
  /** As displayed: rotation and pixel aspect ratio applied. */
  width: number;
  height: number;
  /** Degrees clockwise the file asks players to turn its frames. */
  rotation: 0 | 90 | 180 | 270;
  /** '01:00:00:00' from a timecode track, else null. */
  start_timecode: string | null;
  has_audio: boolean;
  /** Short names: h264, hevc, prores, vp9, av1. */
  video_codec: string;
  /** Short names: aac, opus, vorbis, pcm; null without audio. */
  audio_codec: string | null;
}

type Container = VideoProbe['container'];

const CONTAINERS = new Map<InputFormat, Pick<VideoProbe, 'container' | 'mime' | 'extension'>>([
  [MP4, { container: 'mp4', mime: 'video/mp4', extension: 'mp4' }],
  [QTFF, { container: 'mov', mime: 'video/quicktime', extension: 'mov' }],
  [WEBM, { container: 'webm', mime: 'video/webm', extension: 'webm' }],
]);

/** The codecs accepted in each container, by their short names. */
const VIDEO_CODECS: Record<Container, Partial<Record<VideoCodec, string>>> = {
  mp4: { avc: 'h264', hevc: 'hevc', prores: 'prores' },
  mov: { avc: 'h264', hevc: 'hevc', prores: 'prores' },
  webm: { vp9: 'vp9', av1: 'av1' },
};
/** Editors' MOVs of ProRes carry uncompressed (PCM) sound more often than AAC. */
const pcm = (codec: AudioCodec) => (codec.startsWith('pcm-') ? 'pcm' : undefined);
const audioCodecName = (container: Container, codec: AudioCodec): string | undefined =>
  container === 'webm' ? ({ opus: 'opus', vorbis: 'vorbis' } as Partial<Record<AudioCodec, string>>)[codec] : codec === 'aac' ? 'aac' : pcm(codec);

/** A WebM whose clusters stop this much before its stated duration was cut short. */
const WEBM_DURATION_SLACK_SECONDS = 0.25;

/**
 * Checks a file as a video by its content, without decoding more than its first and last frames:
 * null when it is not an MP4, MOV or WebM at all, or one holding only sound (another type may still
 * take it); a refusal when
 * it is one that cannot be reviewed (cut short, damaged, no video, an unknown codec, too long). A file
 * whose header says MP4 or MOV but whose boxes or frames cannot be read is damaged.
 */
export async function probeVideo(filePath: string, { maxSeconds }: { maxSeconds: number }): Promise<VideoProbe | null> {
  return withVideoFile(filePath, async (input) => {
    const format = await input.getFormat().catch(() => null);
    const kind = format && CONTAINERS.get(format);
    if (!kind) {
      if (await looksLikeMovie(filePath)) throw new RenderRefusal(VIDEO_DAMAGED);
      return null;
    }
    try {
      return await probeContainer(filePath, input, kind, maxSeconds);
    } catch (error) {
      throw error instanceof RenderRefusal ? error : new RenderRefusal(VIDEO_DAMAGED);
    }
  });
}

async function probeContainer(filePath: string, input: Input, kind: Pick<VideoProbe, 'container' | 'mime' | 'extension'>, maxSeconds: number): Promise<VideoProbe | null> {
  const layout = kind.container === 'webm' ? null : await readIsobmffLayout(filePath);
  if (layout ? !layout.complete : !(await isWebmSegmentComplete(filePath))) throw new RenderRefusal(VIDEO_INCOMPLETE);
  const track = await input.getPrimaryVideoTrack();
  // Sound alone (an M4A, a WebM of Opus) is an audio file: the audio probe takes it.
  if (!track && (await input.getPrimaryAudioTrack())) return null;
  // A movie box with no track at all was not written so: its boxes are broken.
  if (!track) throw new RenderRefusal((await input.getTracks()).length === 0 ? VIDEO_DAMAGED : NO_VIDEO_TRACK);
  const codec = await track.getCodec();
  const videoCodec = codec && VIDEO_CODECS[kind.container][codec];
  if (!videoCodec || !(await track.canDecode())) throw new RenderRefusal(VIDEO_UNDECODABLE);
  const audio = await input.getPrimaryAudioTrack();
  const audioCodec = audio && (await audio.getCodec());
  const audioName = audioCodec ? audioCodecName(kind.container, audioCodec) : undefined;
  if (audio && (!audioName || !(await audio.canDecode()))) throw new RenderRefusal(VIDEO_UNDECODABLE);

  const frames = await listFrames(track);
  const first = frames.starts[0];
  if (first === undefined) throw new RenderRefusal(VIDEO_DAMAGED);
  const seconds = frames.end - first;
  if (seconds > maxSeconds) throw new RenderRefusal(videoTooLong(seconds, maxSeconds));
  if (kind.container === 'webm') {
    const stated = await input.getDurationFromMetadata();
    if (stated !== null && stated - (await input.computeDuration()) > WEBM_DURATION_SLACK_SECONDS) throw new RenderRefusal(VIDEO_INCOMPLETE);
  }
  await checkEndsDecode(track, frames);

  const resolution = await track.getTimeResolution();
  const timing = measureFrameRate(
    frames.starts.map((start) => Math.round(start * resolution)),
    Math.round(frames.lastDuration * resolution),
    resolution,
  );
  return {
    ...kind,
    duration_ms: Math.round(seconds * 1000),
    frame_rate: timing.rate,
    variable_frame_rate: timing.variable,
    frame_count: frames.starts.length,
    width: await track.getDisplayWidth(),
    height: await track.getDisplayHeight(),
    rotation: await track.getRotation(),
    start_timecode: layout?.movie ? await readStartTimecode(filePath, layout.movie) : null,
    has_audio: audio !== null,
    video_codec: videoCodec,
    audio_codec: audioName ?? null,
  };
}

/** A file whose first frame does not decode (in a codec that can be decoded) is damaged; one whose last does not, incomplete. */
async function checkEndsDecode(track: InputVideoTrack, frames: FrameList) {
  await whileCoding(async () => {
    for (const [start, refusal] of [
      [frames.starts[0], VIDEO_DAMAGED],
      [frames.starts.at(-1), VIDEO_INCOMPLETE],
    ] as const) {
      const sample = await decodeFrameAt(track, start ?? 0).catch(() => null);
      if (!sample) throw new RenderRefusal(refusal);
      sample.close();
    }
  });
}
