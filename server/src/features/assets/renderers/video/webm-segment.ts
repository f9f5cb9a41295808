import fsp from 'node:fs/promises';

const SEGMENT_ID = 0x18538067;
/** Elements before the Segment: the EBML header, perhaps a Void. */
const MAX_LEADING_ELEMENTS = 4;

/** An EBML variable-length integer at `offset`: its value (the length marker removed) and its length. */
function readVint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/**
 * Whether a WebM holds all the bytes its Segment says it has. A file written to the end states its
 * Segment's size; a download cut short has fewer bytes. A live recording (a browser's MediaRecorder)
 * states an unknown size, and says nothing either way.
 */
export async function isWebmSegmentComplete(filePath: string): Promise<boolean> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(24);
    let offset = 0;
    for (let element = 0; element < MAX_LEADING_ELEMENTS && offset < size; element++) {
      const { bytesRead } = await handle.read(head, 0, head.length, offset);
      const id = readVint(head.subarray(0, bytesRead), 0, true);
      const length = id && readVint(head.subarray(0, bytesRead), id.length, false);
      if (!id || !length) return true;
      const dataStart = offset + id.length + length.length;
      if (id.value === SEGMENT_ID) return length.unknown || dataStart + length.value <= size;
      offset = dataStart + length.value;
    }
    return true;
  } finally {
    await handle.close();
  }
}
