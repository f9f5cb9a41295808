import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePdf } from '../../../test/documents.ts';

// What a document's pages leave in the renderer's memory, in a process of its own run as the
// renderer runs (renderer/renderer.ts: --expose-gc), since a test worker shares its memory with others.

const SERVER_DIR = fileURLToPath(new URL('../../../..', import.meta.url));
const PDF_MODULE = pathToFileURL(fileURLToPath(new URL('./pdf.ts', import.meta.url))).href;
const PAGES = 6;

/** Loaded native libraries' names, and the pixel buffers left after each page is written. */
const CHILD = `
import fs from 'node:fs';
const { renderPdfPage } = await import(process.env.PDF_MODULE);
const skiaLoaded = () => fs.readFileSync('/proc/self/maps', 'utf8').includes('skia');
const before = skiaLoaded();
const leftAfterPage = [];
for (let number = 1; number <= ${PAGES}; number++) {
  await renderPdfPage(process.env.PDF_FILE, number, process.env.OUT_DIR);
  // What the renderer holds while it waits for the next request.
  await new Promise((resolve) => setTimeout(resolve, 50));
  leftAfterPage.push(process.memoryUsage().arrayBuffers);
}
console.log(JSON.stringify({ before, after: skiaLoaded(), leftAfterPage }));
`;

let dir = '';
let result: { before: boolean; after: boolean; leftAfterPage: number[] };

beforeAll(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pdf-memory-'));
  const pdfFile = path.join(dir, 'brochure.pdf');
  await fsp.writeFile(pdfFile, await makePdf(PAGES));
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--expose-gc', '--input-type=module', '-e', CHILD], {
    cwd: SERVER_DIR,
    env: { ...process.env, PDF_MODULE, PDF_FILE: pdfFile, OUT_DIR: dir },
  });
  result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}, 60_000);
afterAll(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

it('loads Skia only once a page is drawn, so a renderer making video proxies never carries it', () => {
  expect(result.before).toBe(false);
  expect(result.after).toBe(true);
});

it("lets go of each page's pixels once the page is written", () => {
  // One A4 page drawn at 2560 px is 1810 × 2560 RGBA pixels, 18.5 MB, and none may outlive its
  // page (before, two pages' were always waiting for a collection: 43.6 MB after every page).
  // The first page is left aside: pdfjs loads the document's fonts with it.
  const onePage = 1810 * 2560 * 4;
  expect(Math.max(...result.leftAfterPage.slice(1))).toBeLessThan(onePage);
});
