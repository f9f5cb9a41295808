import * as webcodecs from '@napi-rs/webcodecs';
import { EncodedPacket, type EncodedVideoPacketSource } from 'mediabunny';

/**
 * A video encoder whose chunks are added, in order, to `track` (the first with the decoder's
 * configuration); a failure of the encoder or the muxer goes to `fail`. `muxed()` settles once every
 * chunk handed over so far is in the track. Used by video proxies and banners' recordings.
 */
export function createMuxingEncoder(track: EncodedVideoPacketSource, fail: (error: unknown) => void) {
  let muxing = Promise.resolve();
  let isFirstChunk = true;
  const encoder = new webcodecs.VideoEncoder({
    output: (chunk, metadata) => {
      const packet = EncodedPacket.fromEncodedChunk(chunk as unknown as EncodedVideoChunk);
      const meta = isFirstChunk ? (metadata as EncodedVideoChunkMetadata) : undefined;
      isFirstChunk = false;
      muxing = muxing.then(() => track.add(packet, meta)).catch(fail);
    },
    error: fail,
  });
  return { encoder, muxed: () => muxing };
}

/** Sleeps until `ready`, checked every few milliseconds (the napi codecs' queues change on their threads). */
export async function waitUntil(ready: () => boolean) {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 2));
}
