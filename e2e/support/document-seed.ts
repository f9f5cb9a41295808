import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Asset } from '@review/contract/assets';
import { seedProject } from './project-seed.ts';

/** A page's accent colour, different on each page so renderings of different pages differ. */
const ACCENTS = [rgb(0.16, 0.43, 0.86), rgb(0.9, 0.42, 0.2), rgb(0.13, 0.6, 0.42), rgb(0.55, 0.32, 0.8)];

/**
 * A real PDF made on the fly (specs carry no binary fixtures), laid out like a brochure: a coloured
 * band with the page's title, lines of text, and a picture block. `changed` moves the block 40 pt
 * right and down, as a second version would.
 */
export async function buildPdf(pages: number, { changed = false } = {}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const width = 595;
  const height = 842;
  for (let number = 1; number <= pages; number += 1) {
    const page = document.addPage([width, height]);
    const accent = ACCENTS[(number - 1) % ACCENTS.length]!;
    page.drawRectangle({ x: 0, y: height - 140, width, height: 140, color: accent });
    page.drawText(`Spring catalogue · page ${number}`, { x: 48, y: height - 88, size: 28, font: bold, color: rgb(1, 1, 1) });
    for (let line = 0; line < 6; line += 1) page.drawRectangle({ x: 48, y: height - 200 - line * 22, width: line === 5 ? 300 : 499, height: 9, color: rgb(0.82, 0.84, 0.87) });
    const offset = changed ? 40 : 0;
    page.drawRectangle({ x: 48 + offset, y: 120 - offset, width: 320, height: 360, color: accent, opacity: 0.35 });
  }
  return Buffer.from(await document.save());
}

/** A project holding one asset uploaded from a PDF of `pages` pages ('brochure.pdf'), through the API. */
export async function seedDocument(request: APIRequestContext, pages = 3): Promise<Asset> {
  const project = await seedProject(request, `Documents ${Date.now() % 100000}`);
  const upload = await request.post('/api/v1/upload/design_files', {
    multipart: { project_id: String(project.id), design_file: { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: await buildPdf(pages) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { data: Asset }).data;
}

/** Uploads the changed brochure as the asset's next version (`POST /versions`). */
export async function seedDocumentVersion(request: APIRequestContext, asset: Asset, pages = 3): Promise<void> {
  const response = await request.post('/api/v1/versions', {
    multipart: { asset_id: String(asset.id), note: 'Moved the pictures', design_file: { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: await buildPdf(pages, { changed: true }) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Waits until every page of the asset's newest version is rendered (later pages render in the background, an Office file's conversion too). */
export async function waitForPages(request: APIRequestContext, assetId: number, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const reply = (await (await request.get(`/api/v1/assets/${assetId}`)).json()) as { data: Asset };
        return reply.data.versions[0]?.variations[0]?.render_state;
      },
      { timeout },
    )
    .toBe('ready');
}
