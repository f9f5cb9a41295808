#!/usr/bin/env node
// The bare twin of the app's comparison (bench/changes.mjs), in a plain process of its own: the two
// renderings the app compares, decoded with sharp to raw RGBA, and one pixelmatch call with the app's
// threshold. The least work that gives the same answer: no job, no blob copy, no renderer process,
// no grouping into boxes. Prints one JSON line: seconds, changed pixels, peak RSS and its growth.
// Run by bench/changes.mjs: node bench/changes-bare.mjs <new> <old>
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

const [newPath, oldPath] = process.argv.slice(2);
const rss = () => process.memoryUsage.rss();
// sharp and pixelmatch loaded and warm before the clock starts, as they are in the app's renderer.
await sharp({ create: { width: 8, height: 8, channels: 4, background: '#000' } }).raw().toBuffer();
const baseline = rss();
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 5);
const started = process.hrtime.bigint();
const decode = (file) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
const [a, b] = await Promise.all([decode(newPath), decode(oldPath)]);
const { width, height } = a.info;
const diff = new Uint8Array(width * height * 4);
// The app's PIXEL_THRESHOLD (server/src/features/compare/compare-images.ts): same size, so 0.15.
const changed = pixelmatch(a.data, b.data, diff, width, height, { threshold: 0.15, includeAA: false, diffMask: true });
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
clearInterval(sampler);
peak = Math.max(peak, rss(), process.resourceUsage().maxRSS * 1024);
console.log(JSON.stringify({ seconds, width, height, changed, peak, growth: peak - baseline }));
