import type { Highlight } from '@review/contract/search';

/** The marks the databases put around matched words in an excerpt (FTS5 snippet, ts_headline). */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

/** An excerpt with the databases' marks turned into plain text and ranges. */
export function fromMarked(marked: string): { excerpt: string; highlights: Highlight[] } {
  let excerpt = '';
  const highlights: Highlight[] = [];
  let start = -1;
  for (const char of marked) {
    if (char === MARK_START) start = excerpt.length;
    else if (char === MARK_END) {
      if (start >= 0 && excerpt.length > start) highlights.push({ start, length: excerpt.length - start });
      start = -1;
    } else excerpt += char;
  }
  return { excerpt, highlights };
}

const WINDOW = 60;

/**
 * The part of `text` around the first place it holds `query` (any case), with every place marked;
 * the whole text when it is short. Empty ranges when it does not hold it.
 */
export function excerptAround(text: string, query: string): { excerpt: string; highlights: Highlight[] } {
  const lower = text.toLowerCase();
  const needle = query.toLowerCase();
  const first = lower.indexOf(needle);
  // Case folding that changes a text's length (rare letters) would put ranges off: no marks then.
  if (first < 0 || needle.length === 0 || lower.length !== text.length) return { excerpt: text.slice(0, WINDOW * 2), highlights: [] };
  const from = Math.max(0, first - WINDOW);
  const to = Math.min(text.length, first + needle.length + WINDOW);
  const lead = from > 0 ? '…' : '';
  const excerpt = `${lead}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
  const highlights: Highlight[] = [];
  for (let at = lower.indexOf(needle, from); at >= 0 && at + needle.length <= to; at = lower.indexOf(needle, at + needle.length)) {
    highlights.push({ start: at - from + lead.length, length: needle.length });
  }
  return { excerpt, highlights };
}
