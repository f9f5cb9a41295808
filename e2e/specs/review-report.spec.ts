import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Comment } from '@review/contract/comments';
import { expect, test } from '../support/fixtures.ts';
import { seedDesign } from '../support/design-seed.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Picks an item of the review screen's Export menu and waits for the file the browser saves. */
async function exportFromMenu(page: Page, item: string): Promise<{ download: Download; bytes: Buffer }> {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const download = await downloaded;
  return { download, bytes: await fs.readFile((await download.path())!) };
}

/** The text of a PDF's first page, as a reader's copy and paste would give it. */
async function firstPageText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const content = await (await pdf.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  } finally {
    await pdf.destroy();
  }
}

test('Export gives the version on screen as a PDF report and the comments as a CSV a spreadsheet reads', async ({ signedInPage: page }) => {
  const design = await seedDesign(page.request);
  const { asset } = design;
  const variationId = asset.versions[0]!.variations[0]!.id;
  const plain = await page.request.post('/api/v1/comments', { data: { variation_id: variationId, content: 'Headline needs more contrast' } });
  expect(plain.status(), await plain.text()).toBe(201);
  const at = { x: 560, y: 260 };
  const drawn = await page.request.post('/api/v1/annotation-comments', {
    data: { variation_id: variationId, starting_point: JSON.stringify([at]), path: JSON.stringify([at, { x: 700, y: 340 }]), content: 'Make this block smaller', color: 'red' },
  });
  expect(drawn.status(), await drawn.text()).toBe(201);
  expect(((await drawn.json()) as { data: Comment }).data.annotation).not.toBeNull();

  await page.goto(`/asset/${asset.id}`);
  await expect(page.getByRole('img', { name: `${asset.title}, variation 1A` })).toBeVisible();

  const report = await exportFromMenu(page, 'Report for this version (PDF)');
  expect(report.download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(report.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await firstPageText(report.bytes)).toContain(asset.title);

  const csv = await exportFromMenu(page, 'Comments (CSV)');
  expect(csv.download.suggestedFilename()).toMatch(/\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual(UTF8_BOM);
  const lines = csv.bytes.subarray(3).toString('utf8').split(/\r?\n/).filter(Boolean);
  expect(lines[0]).toMatch(/^asset,/i);
  expect(lines).toHaveLength(3);
  expect(lines.some((line) => line.includes('Make this block smaller'))).toBe(true);
});
