import * as webcodecs from '@napi-rs/webcodecs';
import type { VideoSample } from 'mediabunny';
import sharp from 'sharp';
import type { VideoProbe } from './probe.ts';

/** A decoded frame as the encoder takes it: timed from the first frame, turned upright. */
export async function encoderFrame(sample: VideoSample, start: number, rotation: VideoProbe['rotation']): Promise<webcodecs.VideoFrame> {
  const timing = { timestamp: Math.round(start * 1e6), duration: Math.round(sample.duration * 1e6) };
  // The decoder's frames are @napi-rs/webcodecs frames (codecs.ts installs its classes), typed as the browser's.
  const decoded = sample.toVideoFrame() as unknown as webcodecs.VideoFrame;
  try {
    if (rotation === 0) return new webcodecs.VideoFrame(decoded, timing);
    return await turnedFrame(decoded, rotation, timing);
  } finally {
    decoded.close();
  }
}

/**
 * A frame turned by `rotation`, through RGBA. @napi-rs/webcodecs converts YUV to RGBA and RGBA back
 * to YUV with the same (BT.601) matrix whatever the frame says, so the round trip gives back the
 * source's YUV; the turned frame is labelled with the source's colour space, as the encoder copies
 * that label into the stream (an RGBA frame's own label, RGB, makes a VP9 stream no player reads).
 */
async function turnedFrame(decoded: webcodecs.VideoFrame, rotation: VideoProbe['rotation'], timing: { timestamp: number; duration: number }): Promise<webcodecs.VideoFrame> {
  const rgba = new Uint8Array(decoded.allocationSize({ format: 'RGBA' }));
  await decoded.copyTo(rgba, { format: 'RGBA' });
  const { width, height } = decoded.visibleRect;
  const turned = await sharp(rgba, { raw: { width, height, channels: 4 } }).rotate(rotation).raw().toBuffer({ resolveWithObject: true });
  // A source that says nothing is read as players read it: BT.709 when HD, BT.601 below.
  const standard = height > 576 ? 'bt709' : 'smpte170m';
  const { matrix, primaries, transfer, fullRange } = decoded.colorSpace;
  const colorSpace = { matrix: matrix ?? standard, primaries: primaries ?? standard, transfer: transfer ?? standard, fullRange: fullRange ?? false };
  return new webcodecs.VideoFrame(turned.data, { format: 'RGBA', codedWidth: turned.info.width, codedHeight: turned.info.height, colorSpace, ...timing });
}
