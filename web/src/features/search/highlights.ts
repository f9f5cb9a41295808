import type { Highlight } from '@review/contract/search';

/** A run of an excerpt, marked when the searched words were found in it. */
export interface Segment {
  text: string;
  isMatch: boolean;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Moves a cut that falls between the two halves of an emoji (a surrogate pair) by one unit, so no half character is drawn. */
function snapToCharacter(text: string, index: number, direction: -1 | 1): number {
  if (index <= 0 || index >= text.length) return index;
  return isHighSurrogate(text.charCodeAt(index - 1)) && isLowSurrogate(text.charCodeAt(index)) ? index + direction : index;
}

/**
 * Splits an excerpt into plain and matched runs from the server's ranges (UTF-16 units). The ranges
 * come from another program: they are clamped to the text, empty ones dropped, and overlapping or
 * touching ones merged, so a bad range never hides or repeats text.
 */
export function segmentsOf(text: string, highlights: readonly Highlight[]): Segment[] {
  const ranges = highlights
    .map(({ start, length }) => ({ start: Math.max(0, start), end: Math.min(text.length, start + length) }))
    .filter(({ start, end }) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .map(({ start, end }) => ({ start: snapToCharacter(text, start, -1), end: snapToCharacter(text, end, 1) }))
    .sort((a, b) => a.start - b.start);

  const merged: { start: number; end: number }[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }

  const segments: Segment[] = [];
  let position = 0;
  for (const { start, end } of merged) {
    if (start > position) segments.push({ text: text.slice(position, start), isMatch: false });
    segments.push({ text: text.slice(start, end), isMatch: true });
    position = end;
  }
  if (position < text.length || segments.length === 0) segments.push({ text: text.slice(position), isMatch: false });
  return segments;
}
