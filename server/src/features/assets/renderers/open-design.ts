import type { RenderedPage } from './page-output.ts';
import { rasterFormat, renderRaster } from './image.ts';
import { inspectPdf, looksLikePdf, PDF, renderPdfPage } from './pdf.ts';
import { REFUSED_TYPE, RenderRefusal } from './refusal.ts';
import { looksLikeSvg, renderSvg, SVG } from './svg.ts';

/** A design file checked by its content: what it is, how many pages, and page 1 when it came at once. */
export interface OpenedDesign {
  mime: string;
  extension: string;
  pageCount: number;
  /** Images and SVGs are rendered while they are checked; a PDF's pages are asked for one by one. */
  firstPage: RenderedPage | null;
}

/**
 * Tells what a file is by its content (never its name or declared type) and checks it can be
 * reviewed; refusals throw RenderRefusal with the reason. Runs in the renderer process.
 */
export async function openDesign(filePath: string, outDir: string): Promise<OpenedDesign> {
  if (await looksLikePdf(filePath)) return { ...PDF, pageCount: await inspectPdf(filePath), firstPage: null };
  // Markup is never handed to libvips by path (see svg.ts), so it is told apart before raster formats.
  if (await looksLikeSvg(filePath)) return { ...SVG, pageCount: 1, firstPage: await renderSvg(filePath, outDir) };
  const raster = await rasterFormat(filePath);
  if (raster) return { mime: raster.mime, extension: raster.extension, pageCount: 1, firstPage: await renderRaster(filePath, raster.metadata, outDir) };
  throw new RenderRefusal(REFUSED_TYPE);
}

/** One page of a document that `openDesign` accepted. */
export const renderDesignPage = (filePath: string, number: number, outDir: string) => renderPdfPage(filePath, number, outDir);
