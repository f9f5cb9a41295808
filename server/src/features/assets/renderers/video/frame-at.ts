import { VideoSampleSink, type InputVideoTrack, type VideoSample } from 'mediabunny';
import { decodeFrames } from './decode-frames.ts';

/** Past a frame's start, still before the next frame's (a microsecond; frames last milliseconds, and decoders keep microseconds). */
const WITHIN_FRAME = 1e-6;

/**
 * The frame on screen at `time` (the last to start at or before it), or null before the first.
 * Reaching it decodes every frame from the key frame before it, up to hundreds. Every ProRes frame
 * is a key frame: mediabunny's sink decodes it alone (its frame-by-frame loop would decode dozens
 * ahead, 33 MB each at 4K).
 */
export async function decodeFrameAt(track: InputVideoTrack, time: number): Promise<VideoSample | null> {
  if ((await track.getCodec()) === 'prores') return new VideoSampleSink(track).getSample(time + WITHIN_FRAME);
  let found: VideoSample | null = null;
  for await (const sample of decodeFrames(track, time)) {
    if (sample.timestamp > time + WITHIN_FRAME) {
      sample.close();
      break;
    }
    found?.close();
    found = sample;
  }
  return found;
}
