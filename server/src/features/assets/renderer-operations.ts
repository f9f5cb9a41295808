import type { OperationTable } from '../../renderer/operations.ts';
import type { AudioProbe } from './renderers/audio/probe.ts';
import { renderAudio } from './renderers/audio/render-audio.ts';
import { measureBanner } from './renderers/banner/measure.ts';
import type { OfficeSourceType } from '@review/contract/office';
import { openOffice } from './renderers/office/open-office.ts';
import type { OfficeSettings } from './renderers/office/settings.ts';
import { openDesign, renderDesignPage, type OpenOptions } from './renderers/open-design.ts';
import { makePyramid } from './renderers/tiles/pyramid.ts';
import { renderVideoFrame } from './renderers/video/frame.ts';
import type { VideoProbe } from './renderers/video/probe.ts';
import { renderVideo } from './renderers/video/render-video.ts';

/**
 * What assets run in the renderer process (src/render-worker.ts): checking and rendering design
 * files, an Office file's conversion, a document's pages, a large image's tile pyramid, a video's renders and its exact frames, a sound file's rendition. Asked for by design-renderer.ts.
 */
export const assetOperations = {
  open: ({ filePath, outDir, ...options }: { filePath: string; outDir: string } & OpenOptions) => openDesign(filePath, outDir, options),
  office: ({ filePath, sourceType, outDir, settings }: { filePath: string; sourceType: OfficeSourceType; outDir: string; settings: OfficeSettings }) => openOffice(filePath, sourceType, outDir, settings),
  page: ({ filePath, page, outDir }: { filePath: string; page: number; outDir: string }) => renderDesignPage(filePath, page, outDir),
  'banner-measure': ({ filePath, outDir, chromiumPath, recordSeconds }: { filePath: string; outDir: string; chromiumPath: string; recordSeconds: number }) => measureBanner(filePath, outDir, { chromiumPath, recordSeconds }),
  pyramid: ({ filePath, outDir }: { filePath: string; outDir: string }) => makePyramid(filePath, outDir),
  'video-frame': ({ filePath, probe, frame, outDir }: { filePath: string; probe: VideoProbe; frame: number; outDir: string }) => renderVideoFrame(filePath, probe, frame, outDir),
  video: async ({ filePath, probe, outDir }: { filePath: string; probe: VideoProbe; outDir: string }, report) => {
    await renderVideo(filePath, probe, outDir, { onOutput: report.output, onProgress: wholePercents(report.progress) });
    return null;
  },
  audio: async ({ filePath, probe, outDir }: { filePath: string; probe: AudioProbe; outDir: string }, report) => {
    await renderAudio(filePath, probe, outDir, { onOutput: report.output, onProgress: wholePercents(report.progress) });
    return null;
  },
} satisfies OperationTable;

/** Whole percents only: an IPC message per frame (or stretch of sound) would cost more than it tells. */
function wholePercents(progress: (percent: number) => void) {
  let sent = -1;
  return (percent: number) => {
    const whole = Math.floor(percent);
    if (whole === sent) return;
    sent = whole;
    progress(whole);
  };
}
