import sharp from 'sharp';
import { writePage, type RenderedPage } from '../page-output.ts';
import { createWaveformCollector } from '../video/waveform.ts';
import { decodeAudio } from './decode-audio.ts';
import type { AudioProbe } from './probe.ts';

/** The poster's size: a strip as wide as a review screen's stage, so a board card shows the sound's shape. */
const WIDTH = 1600;
const HEIGHT = 400;
const BARS = 200;
/** Bars in the review screen's accent on its subtle grey, so a card reads as sound at a glance. */
const BACKGROUND = '#f1f5f9';
const BAR = '#2563eb';

/** Bars of the loudest level in each stretch, against the loudest of all (as the review screen draws it), mirrored about the middle, as an SVG for libvips to draw. */
function posterSvg(peaks: Float32Array): string {
  const perBar = peaks.length / BARS;
  const loudest = Math.max(1e-3, ...peaks);
  const step = WIDTH / BARS;
  const bars: string[] = [];
  for (let bar = 0; bar < BARS; bar++) {
    let level = 0;
    for (let index = Math.floor(bar * perBar); index < Math.floor((bar + 1) * perBar); index++) level = Math.max(level, peaks[index] ?? 0);
    // A floor of a few pixels, so silence reads as a line rather than a gap.
    const height = Math.max(4, (level / loudest) * (HEIGHT - 40));
    bars.push(`<rect x="${(bar * step + step * 0.2).toFixed(1)}" y="${((HEIGHT - height) / 2).toFixed(1)}" width="${(step * 0.6).toFixed(1)}" height="${height.toFixed(1)}" rx="${(step * 0.3).toFixed(1)}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="${BACKGROUND}"/><g fill="${BAR}">${bars.join('')}</g></svg>`;
}

/**
 * A sound file's page 1 (preview and thumbnail, as an image's): its waveform drawn as bars. Making it
 * decodes every sample, which is the check that the file plays to its end (a stream that breaks off
 * is refused as damaged).
 */
export async function renderAudioPoster(filePath: string, probe: AudioProbe, outDir: string): Promise<RenderedPage> {
  const waveform = createWaveformCollector(probe.duration_ms / 1000);
  await decodeAudio(filePath, (sample, start) => waveform.add(sample, start));
  const image = sharp(Buffer.from(posterSvg(waveform.peaks())));
  return writePage(image, outDir, { number: 1, width: WIDTH, height: HEIGHT });
}
