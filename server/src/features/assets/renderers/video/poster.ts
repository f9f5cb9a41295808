import { PREVIEW_MAX, writePage, type RenderedPage } from '../page-output.ts';
import { RenderRefusal, VIDEO_UNDECODABLE } from '../refusal.ts';
import { whileCoding } from './codec-work.ts';
import { withVideoFile } from './codecs.ts';
import { decodeFrameAt } from './frame-at.ts';
import { listFrames } from './frame-list.ts';
import type { VideoProbe } from './probe.ts';
import { uprightImage } from './upright.ts';

/**
 * A video's first frame as its page 1 (preview and thumbnail, as an image's), sized as displayed:
 * annotation points on a video are in those pixels, whatever the preview's size.
 */
export async function renderPoster(filePath: string, probe: VideoProbe, outDir: string): Promise<RenderedPage> {
  return withVideoFile(filePath, (input) =>
    whileCoding(async () => {
      const track = await input.getPrimaryVideoTrack();
      const sample = track && (await decodeFrameAt(track, (await listFrames(track)).starts[0] ?? 0));
      if (!sample) throw new RenderRefusal(VIDEO_UNDECODABLE);
      try {
        const scale = Math.min(1, PREVIEW_MAX / Math.max(probe.width, probe.height));
        const image = await uprightImage(sample, probe.rotation, { width: Math.round(probe.width * scale), height: Math.round(probe.height * scale) });
        return await writePage(image, outDir, { number: 1, width: probe.width, height: probe.height });
      } finally {
        sample.close();
      }
    }),
  );
}
