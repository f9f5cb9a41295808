import { renderAudioPoster } from './audio/poster.ts';
import { openBanner, type OpenedBanner } from './banner/open-banner.ts';
import { looksLikeZip } from './banner/unpack.ts';
import { DEFAULT_CHROMIUM_PATH } from '../../../renderer/chromium.ts';
import { probeAudio, type AudioProbe } from './audio/probe.ts';
import type { RenderedPage } from './page-output.ts';
import { rasterFormat, renderRaster } from './image.ts';
import { officeTypeOf } from './office/detect.ts';
import { acceptOffice } from './office/open-office.ts';
import { DEFAULT_OFFICE_SETTINGS, type OfficeSettings } from './office/settings.ts';
import { inspectPdf, looksLikePdf, PDF, renderPdfPage } from './pdf.ts';
import { REFUSED_TYPE, RenderRefusal } from './refusal.ts';
import { looksLikeSvg, renderSvg, SVG } from './svg.ts';
import { renderPoster } from './video/poster.ts';
import { probeVideo, type VideoProbe } from './video/probe.ts';

/** A design file checked by its content: what it is, how many pages, and page 1 when it came at once. */
export interface OpenedDesign {
  mime: string;
  extension: string;
  pageCount: number;
  /** Images, SVGs and videos are rendered while they are checked; a PDF's pages are asked for one by one. */
  firstPage: RenderedPage | null;
  /** What the probe found in a video (its page 1 is its first frame); null for a still design. */
  video: VideoProbe | null;
  /** What the probe found in a sound file (its page 1 is its waveform); null for anything else. */
  audio?: AudioProbe;
  /** An HTML5 banner's size, unpacked files and why its poster is a card, if it is one. */
  banner?: OpenedBanner;
  /** An Office file, accepted: its conversion (and its pages) are the convert-office job's. */
  office?: true;
}

/** What the operator set for opening files: a video's longest length, the browser banners are drawn in. */
export interface OpenOptions {
  videoMaxSeconds: number;
  /** Debian's `/usr/bin/chromium` unless the operator names another (CHROMIUM_PATH). */
  chromiumPath?: string;
  /** How Office files are converted (office/settings.ts); Debian's LibreOffice with the default limits unless set. */
  office?: OfficeSettings;
}

/**
 * Tells what a file is by its content (never its name or declared type) and checks it can be
 * reviewed; refusals throw RenderRefusal with the reason. Runs in the renderer process.
 */
export async function openDesign(filePath: string, outDir: string, { videoMaxSeconds, chromiumPath = DEFAULT_CHROMIUM_PATH, office = DEFAULT_OFFICE_SETTINGS }: OpenOptions): Promise<OpenedDesign> {
  if (await looksLikeZip(filePath)) {
    // DOCX, PPTX, XLSX and OpenDocument files are ZIPs too, told by their parts; any other ZIP is an HTML5 banner (index.html at its root).
    const officeType = await officeTypeOf(filePath);
    if (officeType) return { ...(await acceptOffice(officeType, outDir, office)), video: null, office: true };
    return { mime: 'application/zip', extension: 'zip', pageCount: 1, video: null, ...(await openBanner(filePath, outDir, { chromiumPath })) };
  }
  if (await looksLikePdf(filePath)) return { ...PDF, pageCount: await inspectPdf(filePath), firstPage: null, video: null };
  // Markup is never handed to libvips by path (see svg.ts), so it is told apart before raster formats.
  if (await looksLikeSvg(filePath)) return { ...SVG, pageCount: 1, firstPage: await renderSvg(filePath, outDir), video: null };
  // AVIF and HEIC are ISO media files too, so libvips has the first look at an `ftyp` box.
  const raster = await rasterFormat(filePath);
  if (raster) return { mime: raster.mime, extension: raster.extension, pageCount: 1, firstPage: await renderRaster(filePath, raster.metadata, outDir), video: null };
  const video = await probeVideo(filePath, { maxSeconds: videoMaxSeconds });
  if (video) return { mime: video.mime, extension: video.extension, pageCount: 1, firstPage: await renderPoster(filePath, video, outDir), video };
  // After the video probe: an MP4 or WebM with a picture is a video, one of sound alone is audio.
  const audio = await probeAudio(filePath, { maxSeconds: videoMaxSeconds });
  if (audio) return { mime: audio.mime, extension: audio.extension, pageCount: 1, firstPage: await renderAudioPoster(filePath, audio, outDir), video: null, audio };
  throw new RenderRefusal(REFUSED_TYPE);
}

/** One page of a document that `openDesign` accepted. */
export const renderDesignPage = (filePath: string, number: number, outDir: string) => renderPdfPage(filePath, number, outDir);
