import type { ReceivedFile } from '../../../../blob/blob-store.ts';
import { RenderRefusal, VIDEO_UNDECODABLE } from '../refusal.ts';
import { writeFrameTimes } from './frame-times.ts';
import type { VideoProbe } from './probe.ts';
import { encodeProxy, proxySize } from './proxy.ts';
import { createSpriteCollector, planSprite, type SpriteSheet } from './sprite.ts';
import { createWaveformCollector } from './waveform.ts';

/** One finished render of a video, handed over as soon as it is written. */
export type VideoOutput =
  | { kind: 'proxy'; height: number; type: string; file: ReceivedFile }
  | ({ kind: 'sprite'; file: ReceivedFile } & SpriteSheet)
  | { kind: 'waveform'; file: ReceivedFile }
  | { kind: 'frame-times'; file: ReceivedFile };

/** Proxy heights, smallest first, none taller than the source (a shorter source gets one, at its own height). */
const PROXY_HEIGHTS = [720, 1080];

export function proxyHeights(probe: Pick<VideoProbe, 'width' | 'height'>): number[] {
  return [...new Set(PROXY_HEIGHTS.map((height) => proxySize(probe, height).height))];
}

/**
 * Everything a video's review screen plays from, in two passes over the file: the smallest proxy
 * with the scrub bar's sprite and the waveform, so the video plays early, then the larger proxy.
 * Each output is handed to `onOutput` as soon as it is written; progress is in percent.
 */
export async function renderVideo(
  filePath: string,
  probe: VideoProbe,
  outDir: string,
  { onOutput, onProgress }: { onOutput: (output: VideoOutput) => void; onProgress: (percent: number) => void },
): Promise<void> {
  try {
    if (probe.variable_frame_rate) onOutput({ kind: 'frame-times', file: await writeFrameTimes(filePath, outDir) });
    const heights = proxyHeights(probe);
    // A pass costs its decoding of the source and its encoding of the proxy, by their pixels.
    const weights = heights.map((height) => {
      const size = proxySize(probe, height);
      return probe.width * probe.height + size.width * size.height;
    });
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let done = 0;
    for (const [index, height] of heights.entries()) {
      const weight = weights[index] ?? 0;
      const isFirst = index === 0;
      const sprite = isFirst ? createSpriteCollector(planSprite(probe), probe.rotation) : null;
      const waveform = isFirst && probe.has_audio ? createWaveformCollector(probe.duration_ms / 1000) : null;
      const proxy = await encodeProxy(filePath, probe, height, outDir, {
        onFrame: sprite ? (sample, end) => sprite.take(sample, end) : undefined,
        onAudio: waveform ? (sample, start) => waveform.add(sample, start) : undefined,
        onProgress: (fraction) => onProgress((100 * (done + fraction * weight)) / total),
      });
      done += weight;
      onOutput({ kind: 'proxy', ...proxy });
      if (sprite) {
        const { file, sheet } = await sprite.write(outDir);
        onOutput({ kind: 'sprite', file, ...sheet });
      }
      if (waveform) onOutput({ kind: 'waveform', file: await waveform.write(outDir) });
    }
  } catch (error) {
    throw error instanceof RenderRefusal ? error : new RenderRefusal(VIDEO_UNDECODABLE);
  }
}
