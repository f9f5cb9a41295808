#!/usr/bin/env node
// The bare twin of bench/documents.mjs, in a process of its own: the same PDF's pages drawn by
// pdfjs-dist on @napi-rs/canvas at the same size (long side 2560 px) and encoded as the same WebP
// preview and thumbnail with sharp, in a plain loop with nothing else around it. Prints one JSON line:
// pages per second and the process's peak RSS.
// Run by bench/documents.mjs: node bench/documents-bare.mjs <file.pdf>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
sharp.cache(false);
sharp.concurrency(1);

const started = performance.now();
const document = await getDocument({ data: new Uint8Array(fs.readFileSync(process.argv[2])), standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`, verbosity: 0 }).promise;
for (let number = 1; number <= document.numPages; number++) {
  const page = await document.getPage(number);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: 2560 / Math.max(natural.width, natural.height) });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  await page.render({ canvas, viewport }).promise;
  page.cleanup();
  const pixels = sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } }).removeAlpha();
  await Promise.all([pixels.clone().webp({ quality: 88, effort: 0 }).toBuffer(), pixels.clone().resize({ width: 400 }).webp({ quality: 80 }).toBuffer()]);
}
const seconds = (performance.now() - started) / 1000;
const peak = Number(fs.readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+)/)[1]) * 1024;
console.log(JSON.stringify({ pagesPerSecond: document.numPages / seconds, peakRss: peak }));
