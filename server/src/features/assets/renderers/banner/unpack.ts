import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ReceivedFile } from '../../../../blob/blob-store.ts';
import { RenderRefusal } from '../refusal.ts';
import { contentTypeOf } from './content-types.ts';
import { BANNER_DAMAGED, BANNER_EXPANDS_TOO_MUCH, BANNER_LINK, BANNER_NO_INDEX, BANNER_TOO_MANY_FILES, BANNER_UNSAFE_PATH, BANNER_ZIP_TOO_BIG } from './refusals.ts';

const MB = 1024 * 1024;
/** The 50 MB for the ZIP, the same for what it unpacks to, and far more files than any banner set holds. */
export const BANNER_LIMITS = { zipBytes: 50 * MB, expandedBytes: 50 * MB, entries: 500 } as const;

/** One file of a banner, unpacked under a name of ours (never the entry's own), served as `path`. */
export interface BannerFile {
  /** Its path inside the banner, `/`-separated, from the banner's root: `index.html`, `img/logo.png`. */
  path: string;
  file: ReceivedFile;
  type: string;
}

/** A local file header's signature: every ZIP with an entry starts with it. */
export async function looksLikeZip(filePath: string): Promise<boolean> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

const UNIX = 3;
const FILE_TYPE_BITS = 0o170000;
const SYMLINK = 0o120000;
/** Unix attributes (the high half) say a link; other systems' archivers store none. */
const isLink = (entry: Entry) => entry.versionMadeBy >> 8 === UNIX && ((entry.externalFileAttributes >>> 16) & FILE_TYPE_BITS) === SYMLINK;
/** What macOS's archiver adds beside the files: never part of the banner. */
const isMacExtra = (name: string) => name.startsWith('__MACOSX/') || name.endsWith('.DS_Store');

const refuse = (message: string): never => {
  throw new RenderRefusal(message);
};

/** Reads every entry's header first, so nothing is written before the whole archive passed its rules. */
async function readEntries(zip: ZipFile): Promise<{ name: string; entry: Entry }[]> {
  if (zip.entryCount > BANNER_LIMITS.entries) refuse(BANNER_TOO_MANY_FILES);
  const entries: { name: string; entry: Entry }[] = [];
  let expanded = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(new RenderRefusal(BANNER_DAMAGED)));
    zip.on('end', resolve);
    zip.on('entry', (entry: Entry) => {
      try {
        // Names are decoded here rather than by yauzl, so a bad one is refused in our words.
        const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
        if (yauzl.validateFileName(name) !== null) refuse(BANNER_UNSAFE_PATH);
        if (isLink(entry)) refuse(BANNER_LINK);
        expanded += entry.uncompressedSize;
        if (expanded > BANNER_LIMITS.expandedBytes) refuse(BANNER_EXPANDS_TOO_MUCH);
        if (!name.endsWith('/') && !isMacExtra(name)) entries.push({ name: path.posix.normalize(name), entry });
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.readEntry();
  });
  return entries;
}

/**
 * `index.html` at the root, or inside the one folder everything is in (a folder zipped as it is):
 * the prefix to take off every name.
 */
function rootOf(names: string[]): string {
  if (names.includes('index.html')) return '';
  const folders = new Set(names.map((name) => name.split('/')[0]));
  const [only] = folders;
  if (folders.size === 1 && only && names.includes(`${only}/index.html`)) return `${only}/`;
  return refuse(BANNER_NO_INDEX);
}

/** Writes one entry to a file of ours, refusing it if it gives more bytes than it declared (validateEntrySizes) or than the limit left. */
async function extract(zip: ZipFile, entry: Entry, target: string, allowance: { left: number }): Promise<ReceivedFile> {
  const stream = await zip.openReadStreamPromise(entry);
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      allowance.left -= chunk.length;
      if (allowance.left < 0) return done(new RenderRefusal(BANNER_EXPANDS_TOO_MUCH));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(stream, counter, createWriteStream(target, { flags: 'wx' }));
  return { path: target, size, sha256: hash.digest('hex') };
}

/**
 * Unpacks a banner ZIP into `outDir`, each file under a random name (an entry's own name never
 * becomes a path on this disk), after checking the archive's size, its number of entries, what
 * its headers say it expands to, and every name: no `..`, no absolute name, no link.
 */
export async function unpackBanner(zipPath: string, outDir: string): Promise<Map<string, BannerFile>> {
  if ((await fsp.stat(zipPath)).size > BANNER_LIMITS.zipBytes) refuse(BANNER_ZIP_TOO_BIG);
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }).catch(() => refuse(BANNER_DAMAGED));
  const written: string[] = [];
  try {
    const entries = await readEntries(zip);
    const root = rootOf(entries.map((item) => item.name));
    const files = new Map<string, BannerFile>();
    const allowance = { left: BANNER_LIMITS.expandedBytes };
    for (const { name, entry } of entries) {
      if (!name.startsWith(root)) continue;
      const target = path.join(outDir, randomUUID());
      written.push(target);
      const file = await extract(zip, entry, target, allowance).catch((error: unknown) => refuse(error instanceof RenderRefusal ? error.message : BANNER_DAMAGED));
      const served = name.slice(root.length);
      files.set(served, { path: served, file, type: contentTypeOf(served) });
    }
    return files;
  } catch (error) {
    await Promise.all(written.map((file) => fsp.rm(file, { force: true })));
    throw error;
  } finally {
    zip.close();
  }
}
