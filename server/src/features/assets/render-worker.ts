import sharp from 'sharp';
import { openDesign, renderDesignPage } from './renderers/open-design.ts';
import { RenderRefusal } from './renderers/refusal.ts';
import { writeReport } from '../reports/report-pdf.ts';
import type { ReportInput } from '../reports/report-input.ts';

// The renderer process: checks and renders design files, and writes reports, one request at a time (design-renderer.ts
// sends the next only when this one is answered), outside the server's memory, and answers over IPC.
// libvips keeps no cache here, so its memory goes back once a file is done.
sharp.cache(false);
sharp.concurrency(1);

export type RenderRequest = { id: number } & ({ op: 'open'; filePath: string; outDir: string } | { op: 'page'; filePath: string; outDir: string; page: number } | { op: 'report'; input: ReportInput });

/** A refusal carries its reason for the uploader; anything else is a fault of the file's reading. */
export type RenderAnswer = { id: number; result: unknown } | { id: number; refusal: string | null };

const collectGarbage = (globalThis as { gc?: () => void }).gc;

process.on('message', (request: RenderRequest) => {
  const work =
    request.op === 'open' ? openDesign(request.filePath, request.outDir) : request.op === 'page' ? renderDesignPage(request.filePath, request.page, request.outDir) : writeReport(request.input);
  work
    .then(
      (result) => process.send?.({ id: request.id, result } satisfies RenderAnswer),
      (error: unknown) => process.send?.({ id: request.id, refusal: error instanceof RenderRefusal ? error.message : null } satisfies RenderAnswer),
    )
    // A page's canvas and pixels are tens of megabytes held outside V8's heap, which V8 does not
    // count as pressure; collecting after each request keeps a long document within budget.
    .finally(() => collectGarbage?.());
});

process.on('disconnect', () => process.exit(0));
