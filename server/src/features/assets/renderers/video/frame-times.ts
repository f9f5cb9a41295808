import type { ReceivedFile } from '../../../../blob/blob-store.ts';
import { RenderRefusal, VIDEO_UNDECODABLE } from '../refusal.ts';
import { withVideoFile } from './codecs.ts';
import { listFrames } from './frame-list.ts';
import { writeOutput } from './output-file.ts';

/**
 * JSON `{"times": […]}`: each frame's start in seconds after the first, to the microsecond. A player
 * finds frame N of an unevenly spaced video by these, as no frame rate can tell.
 */
export async function writeFrameTimes(filePath: string, outDir: string): Promise<ReceivedFile> {
  const { starts } = await withVideoFile(filePath, async (input) => {
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new RenderRefusal(VIDEO_UNDECODABLE);
    return listFrames(track);
  });
  const origin = starts[0] ?? 0;
  return writeOutput(outDir, JSON.stringify({ times: starts.map((start) => Math.round((start - origin) * 1e6) / 1e6) }));
}
