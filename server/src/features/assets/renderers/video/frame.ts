import type { InputVideoTrack } from 'mediabunny';
import type { ReceivedFile } from '../../../../blob/blob-store.ts';
import { frameOutOfRange, RenderRefusal, VIDEO_UNDECODABLE } from '../refusal.ts';
import { whileCoding } from './codec-work.ts';
import { withVideoFile } from './codecs.ts';
import { decodeFrameAt } from './frame-at.ts';
import { listFrames } from './frame-list.ts';
import { writeOutput } from './output-file.ts';
import type { VideoProbe } from './probe.ts';
import { uprightImage } from './upright.ts';

/** Where frame `frame` (from 0, in presentation order) starts, in the track's seconds, from its index. */
async function frameStart(track: InputVideoTrack, frame: number): Promise<number> {
  const { starts } = await listFrames(track);
  const start = starts[frame];
  if (start === undefined) throw new RenderRefusal(frameOutOfRange(frame, starts.length));
  return start;
}

/** Exactly frame `frame` of a probed video, as a PNG at its display size (the pixels annotations use). */
export async function renderVideoFrame(filePath: string, probe: VideoProbe, frame: number, outDir: string): Promise<{ file: ReceivedFile; width: number; height: number }> {
  if (!Number.isInteger(frame) || frame < 0 || frame >= probe.frame_count) throw new RenderRefusal(frameOutOfRange(frame, probe.frame_count));
  return withVideoFile(filePath, (input) =>
    whileCoding(async () => {
      const track = await input.getPrimaryVideoTrack();
      if (!track) throw new RenderRefusal(VIDEO_UNDECODABLE);
      const sample = await decodeFrameAt(track, await frameStart(track, frame)).catch(() => null);
      if (!sample) throw new RenderRefusal(VIDEO_UNDECODABLE);
      try {
        const png = await (await uprightImage(sample, probe.rotation, probe)).png().toBuffer();
        return { file: await writeOutput(outDir, png), width: probe.width, height: probe.height };
      } finally {
        sample.close();
      }
    }),
  );
}
