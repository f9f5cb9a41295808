import fsp from 'node:fs/promises';
import type { ISOFile } from 'mp4box';
import { frameToTimecode } from '@review/contract/media';

/** Flags of a QuickTime timecode sample description. */
const DROP_FRAME = 0x1;
const COUNTER = 0x8;

/**
 * The start timecode a camera or editor wrote in a timecode (`tmcd`) track: its one sample is the
 * frame count of the first frame, and its sample description says how many frames make a second
 * and whether the count drops frames (29.97). mediabunny reads no such track, so mp4box does.
 * Null when the file has none, or only a counter.
 */
export async function readStartTimecode(filePath: string, movie: ISOFile): Promise<string | null> {
  const trak = movie.moov?.traks.find((candidate) => candidate.mdia?.hdlr?.handler === 'tmcd');
  const description = trak?.mdia.minf.stbl.stsd.entries[0]?.data;
  const sample = trak ? movie.getTrackSamplesInfo(trak.tkhd.track_id)[0] : undefined;
  if (!description || description.length < 17 || !sample || sample.size < 4) return null;
  // After the data reference index: 4 reserved bytes, flags, time scale, frame duration, frames a second.
  const fields = Buffer.from(description);
  const flags = fields.readUInt32BE(4);
  const framesPerSecond = fields.readUInt8(16);
  if (flags & COUNTER || framesPerSecond === 0) return null;
  const handle = await fsp.open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, sample.offset);
    if (bytesRead < 4) return null;
    const rate = flags & DROP_FRAME ? { num: framesPerSecond * 1000, den: 1001 } : { num: framesPerSecond, den: 1 };
    return frameToTimecode(buffer.readUInt32BE(0), rate);
  } finally {
    await handle.close();
  }
}
