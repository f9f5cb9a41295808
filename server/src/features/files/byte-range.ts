import parseRange from 'range-parser';
import type { ByteRange } from '../../blob/blob-store.ts';

/**
 * The one byte range a `Range` header asks of a file of `size` bytes: null to send the whole file (no
 * header, a unit other than bytes, or several ranges, which players never need), `unsatisfiable`
 * when it starts past the end.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
