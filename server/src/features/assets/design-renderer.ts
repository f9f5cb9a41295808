import fsp from 'node:fs/promises';
import type { ReceivedFile } from '../../blob/blob-store.ts';
import { AppError, invalidAsWritten } from '../../errors.ts';
import type { Renderer } from '../../renderer/renderer.ts';
import type { assetOperations } from './renderer-operations.ts';
import type { OfficeSourceType } from '@review/contract/office';
import type { OpenedDesign, OpenOptions } from './renderers/open-design.ts';
import type { OpenedOffice } from './renderers/office/open-office.ts';
import type { OfficeSettings } from './renderers/office/settings.ts';
import type { RenderedPage } from './renderers/page-output.ts';
import { REFUSAL_CODES, UNREADABLE_IMAGE } from './renderers/refusal.ts';
import type { AudioProbe } from './renderers/audio/probe.ts';
import type { VideoProbe } from './renderers/video/probe.ts';
import type { BannerRun } from './renderers/banner/measure.ts';
import type { VideoOutput } from './renderers/video/render-video.ts';
import type { PackedPyramid } from './renderers/tiles/pyramid.ts';

export { RenderFailure } from '../../renderer/renderer.ts';
export type { VideoOutput } from './renderers/video/render-video.ts';

const STOPPED = 'The renderer stopped while reading the file. Please try again; if it happens again, the file may be damaged.';
const pageStopped = (page: number) => `The renderer stopped while rendering page ${page}. Please try again; if it happens again, the page may be damaged.`;
const VIDEO_STOPPED = 'The renderer stopped while rendering the video. Please try again; if it happens again, the file may be damaged.';
const tooSlow = (seconds: number) => `The file took longer than ${seconds} seconds to render, so it was refused.`;
const pageTooSlow = (page: number, seconds: number) => `Page ${page} took longer than ${seconds} seconds to render, so it was refused.`;

/** As the upload's 422, on its `design_file` field; `validation_failed` (in the renderer's words) unless the refusal has a code of its own. */
export function designFileError(message: string): AppError {
  const known = REFUSAL_CODES[message];
  return known ? new AppError(422, known.code, { params: known.params, fields: { design_file: known.code } }) : invalidAsWritten({ design_file: message });
}

/**
 * A video render's time: two minutes, and six times the video's length. Both proxies of a minute of
 * 1080p took 50 s on two cores; 4K takes about twice its length.
 */
const VIDEO_BASE_MS = 120_000;
/** A banner is watched for 32 s at most, then recorded (two and a half minutes allowed); Chromium's start and the unpacking take a few more. */
const BANNER_MEASURE_MS = 240_000;
const BANNER_UNPLAYABLE = 'Chromium could not play the banner to measure it.';
const VIDEO_TIME_FACTOR = 6;
/** A pyramid's time: a minute, and a second per 2 megapixels (a 400-megapixel image gets 260 s; 20,000 px square took about 40 s on two busy cores). */
const pyramidTimeoutMs = (pixels: number) => 60_000 + pixels / 2_000;
const OFFICE_STOPPED = 'The renderer stopped while converting the document. Please try again; if it happens again, the file may be damaged.';
/** Past the conversion's own limit, time to check the PDF and read the speaker notes. */
const OFFICE_MARGIN_MS = 60_000;
const PYRAMID_STOPPED = 'The renderer stopped while making the image\'s tiles.';

/**
 * Assets' requests to the renderer processes (renderer/renderer.ts), run there by
 * renderer-operations.ts: uploads are checked and rendered ahead of everything, a document's later
 * pages wait behind uploads, a video's renders go to the process for long work. Each request has its
 * time limit (RENDER_TIMEOUT_SECONDS for a file, PAGE_RENDER_TIMEOUT_SECONDS for a page, a video's by
 * its length) and rejects with a RenderFailure whose message is for the uploader.
 */
export function createDesignRenderer(renderer: Renderer, { timeoutMs, pageTimeoutMs }: { timeoutMs: number; pageTimeoutMs: number }) {
  const fileLimits = { timeoutMs, timeoutMessage: tooSlow(Math.round(timeoutMs / 1000)), stoppedMessage: STOPPED, faultMessage: UNREADABLE_IMAGE };
  const bannerLimits = { timeoutMs: BANNER_MEASURE_MS, timeoutMessage: tooSlow(BANNER_MEASURE_MS / 1000), stoppedMessage: STOPPED, faultMessage: BANNER_UNPLAYABLE };
  const pageLimits = (page: number) => ({ timeoutMs: pageTimeoutMs, timeoutMessage: pageTooSlow(page, Math.round(pageTimeoutMs / 1000)), stoppedMessage: pageStopped(page), faultMessage: UNREADABLE_IMAGE });

  return {
    /** Checks a file by content; images come back rendered, a video probed with its first frame. Rejects with RenderFailure and the reason. */
    async open(filePath: string, outDir: string, options: OpenOptions): Promise<OpenedDesign> {
      await fsp.mkdir(outDir, { recursive: true });
      return renderer.run<typeof assetOperations, 'open'>('open', { filePath, outDir, ...options }, { queue: 'uploads', ...fileLimits });
    },

    /** One page of an opened document; `background` pages wait behind every upload. */
    async renderPage(filePath: string, page: number, outDir: string, { background = false } = {}): Promise<RenderedPage> {
      await fsp.mkdir(outDir, { recursive: true });
      return renderer.run<typeof assetOperations, 'page'>('page', { filePath, page, outDir }, { queue: background ? 'background' : 'uploads', ...pageLimits(page) });
    },

    /**
     * A probed video's proxies, sprite, waveform and frame times (a sound file's rendition and
     * waveform), in the background (waiting behind
     * uploads), each handed to `onOutput` as it is written into `outDir`. Its time limit grows with the video.
     */
    async renderVideo(
      filePath: string,
      probe: VideoProbe | AudioProbe,
      outDir: string,
      { onOutput, onProgress }: { onOutput: (output: VideoOutput) => void; onProgress: (percent: number) => void },
    ): Promise<void> {
      await fsp.mkdir(outDir, { recursive: true });
      const videoTimeoutMs = VIDEO_BASE_MS + VIDEO_TIME_FACTOR * probe.duration_ms;
      const limits = {
        queue: 'long',
        timeoutMs: videoTimeoutMs,
        timeoutMessage: tooSlow(Math.round(videoTimeoutMs / 1000)),
        stoppedMessage: VIDEO_STOPPED,
        faultMessage: UNREADABLE_IMAGE,
        onOutput,
        onProgress,
      } as const;
      if ('kind' in probe) await renderer.run<typeof assetOperations, 'audio'>('audio', { filePath, probe, outDir }, limits);
      else await renderer.run<typeof assetOperations, 'video'>('video', { filePath, probe, outDir }, limits);
    },

    /** A banner ZIP played in headless Chromium, measured and recorded (measure.ts), in the background; rejects with RenderFailure and the reason (no Chromium among them). */
    async measureBanner(filePath: string, outDir: string, chromiumPath: string, recordSeconds: number): Promise<BannerRun> {
      await fsp.mkdir(outDir, { recursive: true });
      return renderer.run<typeof assetOperations, 'banner-measure'>('banner-measure', { filePath, outDir, chromiumPath, recordSeconds }, { queue: 'long', ...bannerLimits });
    },

    /** A large image's tile pyramid packed into one file (renderers/tiles/pyramid.ts), as long work behind uploads. */
    async makePyramid(filePath: string, outDir: string, pixels: number): Promise<PackedPyramid> {
      await fsp.mkdir(outDir, { recursive: true });
      const timeoutMs = pyramidTimeoutMs(pixels);
      const limits = { queue: 'long', timeoutMs, timeoutMessage: tooSlow(Math.round(timeoutMs / 1000)), stoppedMessage: PYRAMID_STOPPED, faultMessage: UNREADABLE_IMAGE } as const;
      return renderer.run<typeof assetOperations, 'pyramid'>('pyramid', { filePath, outDir }, limits);
    },

    /** An Office file converted to PDF (renderers/office/open-office.ts), as long work behind uploads; the refusal (too slow, damaged) is its RenderFailure. */
    async convertOffice(filePath: string, sourceType: OfficeSourceType, outDir: string, settings: OfficeSettings): Promise<{ pageCount: number; office: OpenedOffice }> {
      await fsp.mkdir(outDir, { recursive: true });
      const timeoutMs = settings.timeoutMs + OFFICE_MARGIN_MS;
      const limits = { queue: 'long', timeoutMs, timeoutMessage: tooSlow(Math.round(timeoutMs / 1000)), stoppedMessage: OFFICE_STOPPED, faultMessage: UNREADABLE_IMAGE } as const;
      return renderer.run<typeof assetOperations, 'office'>('office', { filePath, sourceType, outDir, settings }, limits);
    },

    /** Exactly frame `frame` (from 0, in presentation order) of a probed video, as a PNG at its display size, as uploads are. */
    async videoFrame(filePath: string, probe: VideoProbe, frame: number, outDir: string): Promise<{ file: ReceivedFile; width: number; height: number }> {
      await fsp.mkdir(outDir, { recursive: true });
      return renderer.run<typeof assetOperations, 'video-frame'>('video-frame', { filePath, probe, frame, outDir }, { queue: 'uploads', ...fileLimits });
    },
  };
}

export type DesignRenderer = ReturnType<typeof createDesignRenderer>;
