import {
  AudioSampleSink,
  AudioSampleSource,
  EncodedVideoPacketSource,
  FilePathTarget,
  Output,
  WebMOutputFormat,
  type AudioSample,
  type InputAudioTrack,
  type InputVideoTrack,
  type VideoSample,
} from 'mediabunny';
import type { ReceivedFile } from '../../../../blob/blob-store.ts';
import { asCodecData } from '../codec-data.ts';
import { RenderRefusal, VIDEO_UNDECODABLE } from '../refusal.ts';
import { whileCoding } from './codec-work.ts';
import { decodeFrames } from './decode-frames.ts';
import { encoderFrame } from './encoder-frame.ts';
import { withVideoFile } from './codecs.ts';
import { listFrames } from './frame-list.ts';
import { createMuxingEncoder, waitUntil } from './muxing-encoder.ts';
import { describeOutput, newOutputPath } from './output-file.ts';
import type { VideoProbe } from './probe.ts';

/**
 * A key frame at least this often: stepping back one frame in a browser decodes from the key frame
 * before it. Measured in Chromium (software VP9) on proxies of a minute of 1080p 23.976, a step back
 * to the end of a group took 49 ms at 720p and 58 ms at 1080p with a key frame every half second,
 * 55 and 100 ms every second; the files are a quarter larger.
 */
const KEY_FRAME_SECONDS = 0.5;
/** VP9 bits a second per pixel; faster frame rates get half as much again. */
const BITS_PER_PIXEL = 2.7;
const AUDIO_BITRATE = 128_000;
/** Opus runs at 48 kHz; a proxy's sound is at most stereo. */
const OPUS_SAMPLE_RATE = 48_000;
/** Frames waiting in the encoder: it keeps its own 25 frames of look-ahead, and each waiting 1080p frame is 3 MB more. */
const ENCODE_QUEUE = 1;
/** How far the audio may run ahead of the picture: the muxer holds whatever waits to be interleaved. */
const AUDIO_LEAD_SECONDS = 2;

export interface ProxyTaps {
  /** Each decoded frame, in order, with when it ends (seconds after the first frame). */
  onFrame?: (sample: VideoSample, end: number) => Promise<void>;
  /** Each decoded stretch of audio, with when it starts (seconds after the first frame). */
  onAudio?: (sample: AudioSample, start: number) => Promise<void>;
  /** Share of the frames encoded, 0 to 1. */
  onProgress: (fraction: number) => void;
}

export interface Proxy {
  height: number;
  /** MIME type with codecs, for `<source type>`. */
  type: string;
  file: ReceivedFile;
}

/** A proxy's size: `height` rows (the source's if lower), its display aspect, both sides even as VP9 wants. */
export function proxySize(probe: Pick<VideoProbe, 'width' | 'height'>, height: number): { width: number; height: number } {
  const rows = Math.max(2, Math.floor(Math.min(height, probe.height) / 2) * 2);
  return { width: Math.max(2, Math.round((rows * probe.width) / probe.height / 2) * 2), height: rows };
}

/**
 * Encodes one browser proxy: WebM, VP9 and Opus, with cues so a browser seeks over HTTP ranges. Each
 * frame keeps its source frame's time less the first frame's, so frame N of the proxy is frame N of
 * the source; the file's rotation is turned into the pixels (WebM carries none). The napi encoder
 * scales each frame to its configured size itself. `taps` see the decoded frames and sound on the way.
 */
export async function encodeProxy(filePath: string, probe: VideoProbe, height: number, outDir: string, taps: ProxyTaps): Promise<Proxy> {
  const size = proxySize(probe, height);
  const outPath = newOutputPath(outDir);
  return withVideoFile(filePath, (input) =>
    whileCoding(async () => {
      const track = await input.getPrimaryVideoTrack();
      if (!track) throw new RenderRefusal(VIDEO_UNDECODABLE);
      const audio = probe.has_audio ? await input.getPrimaryAudioTrack() : null;
      const [origin] = (await listFrames(track)).starts;
      const output = new Output({ format: new WebMOutputFormat({ minimumClusterDuration: KEY_FRAME_SECONDS }), target: new FilePathTarget(outPath) });
      const video = new EncodedVideoPacketSource('vp9');
      const fps = probe.frame_rate.num / probe.frame_rate.den;
      output.addVideoTrack(video, probe.variable_frame_rate ? {} : { frameRate: fps });
      const sound = audio && new AudioSampleSource({ codec: 'opus', bitrate: AUDIO_BITRATE, transform: { sampleRate: OPUS_SAMPLE_RATE, numberOfChannels: Math.min(2, await audio.getNumberOfChannels()), process: asCodecData } });
      if (sound) output.addAudioTrack(sound);
      await output.start();

      const run = { failure: null as unknown, videoTime: 0, videoDone: false };
      const guard = (work: Promise<void>) =>
        work.catch((error: unknown) => {
          run.failure ??= error;
        });
      await Promise.all([
        guard(encodeVideo(track, video, { probe, size, origin: origin ?? 0, taps, run })),
        sound && audio ? guard(encodeAudio(audio, sound, { origin: origin ?? 0, taps, run })) : undefined,
      ]);
      if (run.failure) {
        await output.cancel();
        throw run.failure instanceof RenderRefusal ? run.failure : new RenderRefusal(VIDEO_UNDECODABLE);
      }
      await output.finalize();
      return { height: size.height, type: `video/webm; codecs="${sound ? 'vp9, opus' : 'vp9'}"`, file: await describeOutput(outPath) };
    }),
  );
}

interface Run {
  failure: unknown;
  /** Where the picture has got to, for the audio to keep pace. */
  videoTime: number;
  videoDone: boolean;
}

async function encodeVideo(
  track: InputVideoTrack,
  video: EncodedVideoPacketSource,
  { probe, size, origin, taps, run }: { probe: VideoProbe; size: { width: number; height: number }; origin: number; taps: ProxyTaps; run: Run },
) {
  const { encoder, muxed } = createMuxingEncoder(video, (error) => {
    run.failure ??= error;
  });
  const fps = probe.frame_rate.num / probe.frame_rate.den;
  encoder.configure({
    codec: size.height > 720 ? (fps > 30 ? 'vp09.00.41.08' : 'vp09.00.40.08') : 'vp09.00.31.08',
    width: size.width,
    height: size.height,
    bitrate: Math.round(size.width * size.height * BITS_PER_PIXEL * (fps > 30 ? 1.5 : 1)),
    framerate: fps,
    // 'realtime' lets the encoder drop frames; a proxy must keep every one.
    latencyMode: 'quality',
    hardwareAcceleration: 'prefer-software',
  });
  let encoded = 0;
  let lastKeyFrame = -Infinity;
  try {
    for await (const sample of decodeFrames(track, origin)) {
      const start = sample.timestamp - origin;
      try {
        if (run.failure) break;
        await taps.onFrame?.(sample, start + sample.duration);
        const frame = await encoderFrame(sample, start, probe.rotation);
        const keyFrame = start - lastKeyFrame >= KEY_FRAME_SECONDS - 1e-6;
        if (keyFrame) lastKeyFrame = start;
        encoder.encode(frame, { keyFrame });
        frame.close();
      } finally {
        sample.close();
      }
      run.videoTime = start;
      taps.onProgress(++encoded / probe.frame_count);
      await waitUntil(() => encoder.encodeQueueSize <= ENCODE_QUEUE || run.failure !== null);
    }
    if (!run.failure) await encoder.flush();
    await muxed();
    video.close();
  } finally {
    run.videoDone = true;
    if (encoder.state !== 'closed') encoder.close();
  }
}

async function encodeAudio(audio: InputAudioTrack, sound: AudioSampleSource, { origin, taps, run }: { origin: number; taps: ProxyTaps; run: Run }) {
  for await (const sample of new AudioSampleSink(audio).samples()) {
    try {
      if (run.failure) break;
      const start = sample.timestamp - origin;
      await waitUntil(() => start <= run.videoTime + AUDIO_LEAD_SECONDS || run.videoDone);
      await taps.onAudio?.(sample, start);
      sample.setTimestamp(start);
      await sound.add(sample);
    } finally {
      sample.close();
    }
  }
  sound.close();
}
