import fsp from 'node:fs/promises';
import { createFile, Log, MP4BoxBuffer, type ISOFile } from 'mp4box';

/** What the boxes of an MP4 or MOV say before any frame is read. */
export interface IsobmffLayout {
  /** False when a box claims bytes past the file's end, or a sample lies there: the file was cut short. */
  complete: boolean;
  /** The parsed movie box (tracks and sample tables), when the file has one. */
  movie: ISOFile | null;
}

// mp4box prints every box it does not know (QuickTime's © metadata tags) as an error, and has no level
// above errors; none of them matters to the sample tables read here.
Log.error = () => undefined;

/**
 * Walks the file's top-level boxes (ftyp, mdat, moov…) by their sizes. A download cut short leaves
 * the last box claiming more bytes than there are: the media data when the movie box came first
 * (a "fast start" file), or the whole movie box when it came last. The movie box's sample tables
 * are then checked too, for media data whose box said "to the end of the file".
 */
export async function readIsobmffLayout(filePath: string): Promise<IsobmffLayout> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    let moov: { offset: number; size: number } | null = null;
    for (let offset = 0; offset + 8 <= size; ) {
      await handle.read(header, 0, 16, offset);
      const declared = header.readUInt32BE(0);
      const boxSize = declared === 1 ? Number(header.readBigUInt64BE(8)) : declared === 0 ? size - offset : declared;
      if (boxSize < 8) break;
      if (offset + boxSize > size) return { complete: false, movie: null };
      if (header.toString('latin1', 4, 8) === 'moov') moov = { offset, size: boxSize };
      offset += boxSize;
    }
    if (!moov) return { complete: true, movie: null };
    const bytes = Buffer.alloc(moov.size);
    await handle.read(bytes, 0, moov.size, moov.offset);
    const movie = parseMovie(bytes);
    return { complete: samplesEnd(movie) <= size, movie };
  } finally {
    await handle.close();
  }
}

/** Boxes a movie may open with: QuickTime writers start with `wide`, `free` or `mdat` as often as `ftyp`. */
const MOVIE_OPENINGS = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip']);
/** `ftyp` brands of still images in the same box format (AVIF, HEIF), which are not movies however damaged. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2']);

/**
 * Whether the file's first box says MP4 or MOV, whatever follows: a file that says so but cannot be
 * read is a damaged video, not a file of another type.
 */
export async function looksLikeMovie(filePath: string): Promise<boolean> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const header = Buffer.alloc(12);
    const { bytesRead } = await handle.read(header, 0, 12, 0);
    if (bytesRead < 8) return false;
    const type = header.toString('latin1', 4, 8);
    if (!MOVIE_OPENINGS.has(type)) return false;
    return type !== 'ftyp' || (bytesRead === 12 && !IMAGE_BRANDS.has(header.toString('latin1', 8, 12)));
  } finally {
    await handle.close();
  }
}

/** The movie box alone is enough: its sample tables hold absolute file offsets. */
function parseMovie(bytes: Buffer): ISOFile {
  const movie = createFile();
  movie.appendBuffer(MP4BoxBuffer.fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length), 0));
  movie.flush();
  return movie;
}

/** The byte just past the last sample of any track. */
function samplesEnd(movie: ISOFile): number {
  let end = 0;
  for (const trak of movie.moov?.traks ?? []) {
    for (const sample of movie.getTrackSamplesInfo(trak.tkhd.track_id)) end = Math.max(end, sample.offset + sample.size);
  }
  return end;
}
