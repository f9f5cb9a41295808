import * as webcodecs from '@napi-rs/webcodecs';
import { EncodedVideoPacketSource, FilePathTarget, Output, WebMOutputFormat } from 'mediabunny';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { ReceivedFile } from '../../../../blob/blob-store.ts';
import { RenderRefusal } from '../refusal.ts';
import { createFrameReleaser, whileCoding } from '../video/codec-work.ts';
import { installCodecs } from '../video/codecs.ts';
import { createMuxingEncoder, waitUntil } from '../video/muxing-encoder.ts';
import { describeOutput, newOutputPath } from '../video/output-file.ts';
import { probeVideo, type VideoProbe } from '../video/probe.ts';

/** The recording's frames a second: PAL's rate, which the review screen's timecodes count exactly. */
export const RECORDING_FPS = 25;
/** A key frame every half second, as video proxies have, so stepping back a frame in a browser stays quick. */
const KEY_FRAME_EVERY = Math.round(RECORDING_FPS / 2);
/** VP9 bits a second per pixel, as video proxies get; a banner's flat colours need less, but its text must stay sharp. */
const BITS_PER_PIXEL = 2.7;
/** Twice the pixels (a screen's device pixels) while the recording stays within about 1080p's. */
const SHARP_SCALE_PIXELS = 2_100_000;
const RECORDING_UNENCODABLE = 'The banner was played, but its recording could not be encoded.';
/**
 * What a recording may take, Chromium's drawing and the encoding together, before it is given up (the
 * measures are kept). A frame took 60 ms on two idle cores and 170 ms on the same cores ten times
 * oversubscribed: 15 s of a 300 × 250 banner is 375 frames.
 */
const RECORDING_BUDGET_MS = 150_000;
const RECORDING_TOO_SLOW = `The banner's recording took longer than ${RECORDING_BUDGET_MS / 1000} seconds, so it was given up.`;

/** A banner's animation as a video: its file, MIME type with codecs, and what the video probe reads from it. */
export interface BannerRecording {
  file: ReceivedFile;
  type: string;
  probe: VideoProbe;
}

/** The device pixels a CSS pixel gets in the recording: two where that stays about 1080p or less (a 300 × 250 banner is recorded at 600 × 500), else one. */
export const recordingScale = ({ width, height }: { width: number; height: number }) => (width * height * 4 <= SHARP_SCALE_PIXELS ? 2 : 1);

/** How many frames a recording of `durationMs` holds: at least one. */
export const recordingFrames = (durationMs: number) => Math.max(1, Math.round((durationMs / 1000) * RECORDING_FPS));

/**
 * Records `durationMs` of a banner's page opened with the virtual clock (virtual-clock.ts): for each
 * frame the clock is moved on by exactly one frame's time and the page's picture taken, so the
 * recording is the same however busy the machine is. Encoded as video proxies are (VP9 in WebM,
 * @napi-rs/webcodecs and mediabunny), then probed as an uploaded video is, so its frames are found
 * the same way.
 */
export async function recordBanner(page: Page, { width: cssWidth, height: cssHeight, scale }: { width: number; height: number; scale: number }, durationMs: number, outDir: string): Promise<BannerRecording> {
  const deadline = Date.now() + RECORDING_BUDGET_MS;
  // The DevTools protocol's own screenshot (Playwright's waits for fonts and hides the caret each time), at the recording's scale.
  const cdp = await page.context().newCDPSession(page);
  const clip = { x: 0, y: 0, width: cssWidth, height: cssHeight, scale };
  const pictureAt = async (at: number) => {
    if (Date.now() > deadline) throw new RenderRefusal(RECORDING_TOO_SLOW);
    await page.evaluate(`window.__advanceBannerClock(${at})`);
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, clip });
    return Buffer.from(data, 'base64');
  };
  const first = await pictureAt(0);
  const size = await sharp(first).metadata();
  // VP9 wants even sides; an odd one gets a row or column of the banner's edge repeated.
  const width = Math.ceil((size.width ?? 2) / 2) * 2;
  const height = Math.ceil((size.height ?? 2) / 2) * 2;
  const outPath = newOutputPath(outDir);
  installCodecs();
  const failure: { error: unknown } = { error: null };
  await whileCoding(async () => {
    const output = new Output({ format: new WebMOutputFormat({ minimumClusterDuration: 0.5 }), target: new FilePathTarget(outPath) });
    const video = new EncodedVideoPacketSource('vp9');
    output.addVideoTrack(video, { frameRate: RECORDING_FPS });
    await output.start();
    const { encoder, muxed } = createMuxingEncoder(video, (error) => {
      failure.error ??= error;
    });
    encoder.configure({ codec: 'vp09.00.31.08', width, height, bitrate: Math.round(width * height * BITS_PER_PIXEL), framerate: RECORDING_FPS, latencyMode: 'quality', hardwareAcceleration: 'prefer-software' });
    const release = createFrameReleaser();
    try {
      const frames = recordingFrames(durationMs);
      for (let index = 0; index < frames && !failure.error; index += 1) {
        const png = index === 0 ? first : await pictureAt((index * 1000) / RECORDING_FPS);
        const { data } = await sharp(png).ensureAlpha().extend({ right: width - (size.width ?? width), bottom: height - (size.height ?? height), extendWith: 'copy' }).raw().toBuffer({ resolveWithObject: true });
        // RGBA becomes YUV by BT.601 in @napi-rs/webcodecs, so the frame is labelled so (encoder-frame.ts says why).
        const frame = new webcodecs.VideoFrame(data, {
          format: 'RGBA',
          codedWidth: width,
          codedHeight: height,
          timestamp: Math.round((index * 1e6) / RECORDING_FPS),
          duration: Math.round(1e6 / RECORDING_FPS),
          colorSpace: { matrix: 'smpte170m', primaries: 'smpte170m', transfer: 'smpte170m', fullRange: false },
        });
        encoder.encode(frame, { keyFrame: index % KEY_FRAME_EVERY === 0 });
        frame.close();
        await release(data.length);
        await waitUntil(() => encoder.encodeQueueSize <= 1 || failure.error !== null);
      }
      if (!failure.error) await encoder.flush();
      await muxed();
      video.close();
    } catch (error) {
      failure.error ??= error;
    } finally {
      if (encoder.state !== 'closed') encoder.close();
    }
    if (failure.error) {
      await output.cancel();
      return;
    }
    await output.finalize();
  });
  if (failure.error) throw failure.error instanceof RenderRefusal ? failure.error : new RenderRefusal(RECORDING_UNENCODABLE);
  const probe = await probeVideo(outPath, { maxSeconds: 120 });
  if (!probe) throw new RenderRefusal(RECORDING_UNENCODABLE);
  return { file: await describeOutput(outPath), type: 'video/webm; codecs="vp9"', probe };
}
