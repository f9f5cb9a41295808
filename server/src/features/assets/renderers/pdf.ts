import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { MAX_DOCUMENT_PAGES } from '@review/contract/assets';
import { PREVIEW_MAX, writePage, type RenderedPage } from './page-output.ts';
import { PDF_BROKEN, PDF_EMPTY, PDF_ENCRYPTED, PDF_INCOMPLETE, pageUnreadable, RenderRefusal, TOO_MANY_PIXELS, tooManyPages } from './refusal.ts';

export const PDF = { mime: 'application/pdf', extension: 'pdf' };
/** A document whose pages, at one pixel per point, add up to more than this is refused. */
const MAX_DOCUMENT_PIXELS = 2_000_000_000;
/** Where a PDF's last `%%EOF` must be: a file cut short (an interrupted download) has none there. */
const TAIL_BYTES = 2048;

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// pdfjs is an ES module of 2 MB; the server never loads it, only the renderer does, on its first PDF.
const loadPdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');
// Skia too, on the first PDF: loading it costs a process 30 MB, and a renderer making a video's proxies draws no page.
const loadCanvas = () => import('@napi-rs/canvas');
const collectGarbage = (globalThis as { gc?: () => void }).gc;

async function readEnds(filePath: string): Promise<{ head: string; tail: string }> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const head = await handle.read(Buffer.alloc(1024), 0, 1024, 0);
    const tailLength = Math.min(TAIL_BYTES, size);
    const tail = await handle.read(Buffer.alloc(tailLength), 0, tailLength, size - tailLength);
    return { head: head.buffer.subarray(0, head.bytesRead).toString('latin1'), tail: tail.buffer.toString('latin1') };
  } finally {
    await handle.close();
  }
}

/** Whether the file is a PDF by its content: `%PDF-` within its first kilobyte, as readers accept it. */
export async function looksLikePdf(filePath: string): Promise<boolean> {
  return (await readEnds(filePath)).head.includes('%PDF-');
}

/**
 * Documents the renderer process has parsed: a document's pages are asked for one after another
 * (two at a time), so it stays parsed between them. One in use is never closed; idle ones are closed
 * after a minute, or at once beyond the two most recently used. Requests that arrive together share
 * one parse.
 */
const documents = new Map<string, { document: Promise<PDFDocumentProxy>; users: number; lastUsed: number }>();
const IDLE_CLOSE_MS = 60_000;
const KEEP_IDLE = 2;

function closeIdleDocuments() {
  const idle = [...documents].filter(([, entry]) => entry.users === 0).sort(([, a], [, b]) => b.lastUsed - a.lastUsed);
  for (const [index, [filePath, entry]] of idle.entries()) {
    if (index < KEEP_IDLE && Date.now() - entry.lastUsed < IDLE_CLOSE_MS) continue;
    documents.delete(filePath);
    void entry.document.then((loaded) => loaded.destroy()).catch(() => undefined);
  }
}
setInterval(closeIdleDocuments, IDLE_CLOSE_MS / 2).unref();

/** Runs `use` on the parsed document; a document that fails to open is not kept, so the next request tries afresh. */
async function withDocument<T>(filePath: string, use: (document: PDFDocumentProxy) => Promise<T>): Promise<T> {
  let entry = documents.get(filePath);
  if (!entry) {
    entry = { document: loadDocument(filePath), users: 0, lastUsed: Date.now() };
    documents.set(filePath, entry);
  }
  entry.users++;
  try {
    const document = await entry.document.catch((error: unknown) => {
      if (documents.get(filePath) === entry) documents.delete(filePath);
      throw error;
    });
    return await use(document);
  } finally {
    entry.users--;
    entry.lastUsed = Date.now();
    closeIdleDocuments();
  }
}

async function loadDocument(filePath: string): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfjs();
  const data = new Uint8Array(await fsp.readFile(filePath));
  return getDocument({
    data,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    cMapUrl: `${pdfjsRoot}/cmaps/`,
    cMapPacked: true,
    wasmUrl: `${pdfjsRoot}/wasm/`,
    iccUrl: `${pdfjsRoot}/iccs/`,
  }).promise.catch((error: unknown) => {
    throw new RenderRefusal((error as Error)?.name === 'PasswordException' ? PDF_ENCRYPTED : PDF_BROKEN);
  });
}

/**
 * Checks a PDF before anything is kept: complete, readable without a password, with 1 to 300 pages
 * that add up to at most 2 billion pixels at their natural size. Answers its page count.
 */
export async function inspectPdf(filePath: string): Promise<number> {
  if (!/%%EOF\s*$/.test((await readEnds(filePath)).tail.replace(/\0+$/, ''))) throw new RenderRefusal(PDF_INCOMPLETE);
  return withDocument(filePath, async (document) => {
    const pages = document.numPages;
    if (pages < 1) throw new RenderRefusal(PDF_EMPTY);
    if (pages > MAX_DOCUMENT_PAGES) throw new RenderRefusal(tooManyPages(pages, MAX_DOCUMENT_PAGES));
    let pixels = 0;
    for (let number = 1; number <= pages; number++) {
      const page = await document.getPage(number).catch(() => {
        throw new RenderRefusal(pageUnreadable(number));
      });
      const { width, height } = page.getViewport({ scale: 1 });
      pixels += width * height;
    }
    if (pixels > MAX_DOCUMENT_PIXELS) throw new RenderRefusal(TOO_MANY_PIXELS);
    return pages;
  });
}

/**
 * Draws one page so that its long side is 2560 px, and writes its preview and thumbnail. The page's
 * canvas holds its pixels in Skia's memory, which V8 frees only when it collects the canvas and does
 * not count as pressure, so pages' canvases piled up (two were always left over, 37 MB); a collection
 * after each page costs a few milliseconds against the hundreds the page takes.
 */
export async function renderPdfPage(filePath: string, number: number, outDir: string): Promise<RenderedPage> {
  const rendered = await withDocument(filePath, (document) => drawPage(document, number, outDir));
  if (collectGarbage) {
    // sharp lets go of its input once the callback that settled its promise has returned (Node then
    // frees the pixels in the collected canvas's finalizer, a turn or two later).
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
  }
  return rendered;
}

async function drawPage(document: PDFDocumentProxy, number: number, outDir: string): Promise<RenderedPage> {
  if (number < 1 || number > document.numPages) throw new RenderRefusal(pageUnreadable(number));
  try {
    const page = await document.getPage(number);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: PREVIEW_MAX / Math.max(natural.width, natural.height) });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const canvas = (await loadCanvas()).createCanvas(width, height);
    // pdfjs draws on the canvas it is given (white where the page is empty), through its 2D context.
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    page.cleanup();
    // data() is a view of the canvas's own pixels, not a copy (the canvas must keep its size while
    // it is read). The canvas is opaque and libwebp leaves an opaque alpha out, so the four bands are
    // encoded as they are: the same files as with the alpha removed first, without libvips copying
    // three bands out for each of the two encodings (measured: 30 MB less a page, a fifth less CPU).
    return await writePage(sharp(canvas.data(), { raw: { width, height, channels: 4 } }), outDir, { number, width, height });
  } catch {
    throw new RenderRefusal(pageUnreadable(number));
  }
}
