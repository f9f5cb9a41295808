import type { OperationTable } from '../../renderer/operations.ts';
import { openDesign, renderDesignPage } from './renderers/open-design.ts';
import { renderVideoFrame } from './renderers/video/frame.ts';
import type { VideoProbe } from './renderers/video/probe.ts';
import { renderVideo } from './renderers/video/render-video.ts';

/**
 * What assets run in the renderer process (src/render-worker.ts): checking and rendering design
 * files, a document's pages, a video's renders and its exact frames. Asked for by design-renderer.ts.
 */
export const assetOperations = {
  open: ({ filePath, outDir, videoMaxSeconds }: { filePath: string; outDir: string; videoMaxSeconds: number }) => openDesign(filePath, outDir, { videoMaxSeconds }),
  page: ({ filePath, page, outDir }: { filePath: string; page: number; outDir: string }) => renderDesignPage(filePath, page, outDir),
  'video-frame': ({ filePath, probe, frame, outDir }: { filePath: string; probe: VideoProbe; frame: number; outDir: string }) => renderVideoFrame(filePath, probe, frame, outDir),
  video: async ({ filePath, probe, outDir }: { filePath: string; probe: VideoProbe; outDir: string }, report) => {
    // Whole percents only: an IPC message per frame would cost more than it tells.
    let sent = -1;
    await renderVideo(filePath, probe, outDir, {
      onOutput: report.output,
      onProgress: (percent) => {
        const whole = Math.floor(percent);
        if (whole === sent) return;
        sent = whole;
        report.progress(whole);
      },
    });
    return null;
  },
} satisfies OperationTable;
