import { EncodedPacketSink, VideoSampleSink, type InputVideoTrack, type VideoSample } from 'mediabunny';
import { createFrameReleaser } from './codec-work.ts';

/** Past a frame's start, still before the next frame's (a microsecond; a frame lasts milliseconds). */
const WITHIN_FRAME = 1e-6;

/**
 * The frame on screen at `time` (the last to start at or before it), or null before the first.
 * Reaching it decodes every frame from the key frame before it, up to hundreds; they pass through
 * this loop so that their memory is released as it goes (codec-work.ts), not all at the end.
 */
export async function decodeFrameAt(track: InputVideoTrack, time: number): Promise<VideoSample | null> {
  const key = await new EncodedPacketSink(track).getKeyPacket(time, { verifyKeyPackets: true });
  const releaseFrames = createFrameReleaser();
  let found: VideoSample | null = null;
  for await (const sample of new VideoSampleSink(track).samples(key?.timestamp ?? time, time + WITHIN_FRAME)) {
    found?.close();
    found = sample;
    await releaseFrames();
  }
  return found;
}
