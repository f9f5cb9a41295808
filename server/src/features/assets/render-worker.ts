import sharp from 'sharp';
import { openDesign, renderDesignPage } from './renderers/open-design.ts';
import { RenderRefusal } from './renderers/refusal.ts';
import { renderVideoFrame } from './renderers/video/frame.ts';
import type { VideoProbe } from './renderers/video/probe.ts';
import { renderVideo, type VideoOutput } from './renderers/video/render-video.ts';
import { writeReport } from '../reports/report-pdf.ts';
import { compareImages } from '../compare/compare-images.ts';
import type { ReportInput } from '../reports/report-input.ts';

// The renderer process: checks and renders design files and videos, and writes reports, outside the
// server's memory, and answers over IPC. design-renderer.ts starts one for files and reports, and
// another for video renders, so that neither's time or memory limit ends the other's work.
// libvips keeps no cache here, so its memory goes back once a file is done.
sharp.cache(false);
sharp.concurrency(1);

export type RenderRequest = { id: number } & (
  | { op: 'open'; filePath: string; outDir: string; videoMaxSeconds: number }
  | { op: 'page'; filePath: string; outDir: string; page: number }
  | { op: 'report'; input: ReportInput }
  | { op: 'video'; filePath: string; probe: VideoProbe; outDir: string }
  | { op: 'video-frame'; filePath: string; probe: VideoProbe; frame: number; outDir: string }
  | { op: 'compare'; newPath: string; oldPath: string; width: number; height: number }
);

/**
 * A result or a refusal finishes a request; a refusal carries its reason for the uploader, anything
 * else is a fault of the file's reading. A video render also reports its progress and each output as
 * it is written, before its result.
 */
export type RenderAnswer =
  | { id: number; result: unknown }
  | { id: number; refusal: string | null }
  | { id: number; progress: number }
  | { id: number; output: VideoOutput };

const collectGarbage = (globalThis as { gc?: () => void }).gc;

const send = (answer: RenderAnswer) => process.send?.(answer);

function handle(request: RenderRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      return openDesign(request.filePath, request.outDir, { videoMaxSeconds: request.videoMaxSeconds });
    case 'page':
      return renderDesignPage(request.filePath, request.page, request.outDir);
    case 'report':
      return writeReport(request.input);
    case 'video-frame':
      return renderVideoFrame(request.filePath, request.probe, request.frame, request.outDir);
    case 'compare':
      return compareImages(request.newPath, request.oldPath, { width: request.width, height: request.height });
    case 'video': {
      // Whole percents only: an IPC message per frame would cost more than it tells.
      let sent = -1;
      return renderVideo(request.filePath, request.probe, request.outDir, {
        onOutput: (output) => send({ id: request.id, output }),
        onProgress: (percent) => {
          const whole = Math.floor(percent);
          if (whole === sent) return;
          sent = whole;
          send({ id: request.id, progress: whole });
        },
      }).then(() => null);
    }
  }
}

process.on('message', (request: RenderRequest) => {
  handle(request)
    .then(
      (result) => send({ id: request.id, result }),
      (error: unknown) => send({ id: request.id, refusal: error instanceof RenderRefusal ? error.message : null }),
    )
    // A page's canvas and pixels are tens of megabytes held outside V8's heap, which V8 does not
    // count as pressure; collecting after each request keeps a long document within budget.
    .finally(() => collectGarbage?.());
});

process.on('disconnect', () => process.exit(0));
