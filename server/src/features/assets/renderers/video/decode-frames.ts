import * as webcodecs from '@napi-rs/webcodecs';
import { EncodedPacketSink, VideoSample, VideoSampleSink, type InputVideoTrack } from 'mediabunny';
import { createFrameReleaser } from './codec-work.ts';

/** Packets in the decoder plus frames decoded and not yet taken: one keeps its threads busy. */
const DECODE_AHEAD = 1;
/** How often to look whether the decoder took a packet without putting out a frame. */
const DECODER_POLL_MS = 2;

/**
 * A video track's frames in presentation order, from the key frame at or before `from` (in the
 * track's seconds) to the end, or until the caller stops. Each frame is the caller's to close.
 *
 * mediabunny's sample sink lets up to 40 packets into the decoder, which then runs ahead of the
 * JavaScript taking its frames: at 4K, a gigabyte of frames waits to be taken. Here a packet goes in
 * only when the frame before it has been taken, and memory is released as frames pass
 * (codec-work.ts). ProRes is decoded by @mediabunny/prores, which plugs into the sink only; it holds
 * few frames of its own.
 */
export async function* decodeFrames(track: InputVideoTrack, from: number): AsyncGenerator<VideoSample> {
  const packets = new EncodedPacketSink(track);
  const key = await packets.getKeyPacket(from, { verifyKeyPackets: true });
  const releaseFrames = createFrameReleaser();
  if ((await track.getCodec()) === 'prores') {
    for await (const sample of new VideoSampleSink(track).samples(key?.timestamp ?? from)) {
      const bytes = sample.allocationSize();
      yield sample;
      await releaseFrames(bytes);
    }
    return;
  }
  const config = await track.getDecoderConfig();
  if (!config) throw new Error('the track has no decoder configuration');
  const ready: webcodecs.VideoFrame[] = [];
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const decoder = new webcodecs.VideoDecoder({
    output: (frame) => {
      ready.push(frame);
      wake?.();
    },
    error: (error) => {
      failure = error;
      wake?.();
    },
  });
  // mediabunny's configuration is the browser's type; the napi decoder takes the same fields.
  decoder.configure(config as unknown as webcodecs.VideoDecoderConfig);
  const settle = () => new Promise<void>((resolve) => {
    wake = resolve;
    setTimeout(resolve, DECODER_POLL_MS);
  });
  /**
   * Frames come out in presentation order but labelled with their packets' times in decode order
   * (as browsers did), so each takes the earliest time of the packets still in the decoder.
   */
  const inDecoder: { timestamp: number; duration: number }[] = [];
  const take = () => {
    // The napi frame is the global VideoFrame codecs.ts installs.
    const sample = new VideoSample(ready.shift() as unknown as VideoFrame);
    const timing = inDecoder.shift();
    if (timing) {
      sample.setTimestamp(timing.timestamp);
      sample.setDuration(timing.duration);
    }
    return sample;
  };
  try {
    for await (const packet of packets.packets(key ?? undefined)) {
      const later = inDecoder.findIndex((timing) => timing.timestamp > packet.timestamp);
      inDecoder.splice(later === -1 ? inDecoder.length : later, 0, { timestamp: packet.timestamp, duration: packet.duration });
      decoder.decode(packet.toEncodedVideoChunk() as unknown as webcodecs.EncodedVideoChunk);
      while (decoder.decodeQueueSize + ready.length > DECODE_AHEAD) {
        if (failure) throw failure;
        if (ready.length === 0) {
          await settle();
          continue;
        }
        const sample = take();
        const bytes = sample.allocationSize();
        yield sample;
        await releaseFrames(bytes);
      }
    }
    await decoder.flush();
    if (failure) throw failure;
    while (ready.length > 0) {
      const sample = take();
      const bytes = sample.allocationSize();
      yield sample;
      await releaseFrames(bytes);
    }
  } finally {
    for (const frame of ready.splice(0)) frame.close();
    if (decoder.state !== 'closed') decoder.close();
  }
}
