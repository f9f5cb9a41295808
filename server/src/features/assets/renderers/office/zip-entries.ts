import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** What an Office file's parts are read up to: XML parts of a real deck are kilobytes; more is not read, so a bomb cannot fill memory. */
const MAX_PART_BYTES = 8 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

/** A ZIP's entry names in their order, and the text of the entries `wanted` picks (those past the cap are left out). */
export interface ZipParts {
  names: string[];
  texts: Map<string, string>;
}

const openZip = (filePath: string) =>
  new Promise<ZipFile>((resolve, reject) => yauzl.open(filePath, { lazyEntries: true, autoClose: true, strictFileNames: false }, (error, zip) => (error ? reject(error) : resolve(zip))));

function readEntry(zip: ZipFile, entry: Entry): Promise<string | null> {
  if (entry.uncompressedSize > MAX_PART_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // yauzl checks the declared size as it inflates; this is the cap should a header lie.
        if (size > MAX_PART_BYTES) stream.destroy(new Error('part too large'));
        else chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    }),
  );
}

/** Reads a ZIP's central directory, and the parts `wanted` names; rejects when it is not a readable ZIP. */
export async function readZipParts(filePath: string, wanted: (name: string, index: number) => boolean): Promise<ZipParts> {
  const zip = await openZip(filePath);
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    throw new Error('too many entries');
  }
  const names: string[] = [];
  const texts = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: Entry) => {
      const index = names.push(entry.fileName) - 1;
      if (!wanted(entry.fileName, index)) return zip.readEntry();
      readEntry(zip, entry).then((text) => {
        if (text !== null) texts.set(entry.fileName, text);
        zip.readEntry();
      }, reject);
    });
    zip.readEntry();
  });
  return { names, texts };
}
