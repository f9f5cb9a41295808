import { apcaContrast, contrastRatio, formatHex, formatLc, formatRatio, formatRgb, wcagLevel, type Rgb } from './colour.ts';
import type { ImageBox } from './image-pixels.ts';

/** A design check's result, as attached to a comment. */
export type CheckResult =
  | { kind: 'colour'; colour: Rgb }
  | { kind: 'measure'; box: ImageBox; distance: number }
  | { kind: 'contrast'; text: Rgb; background: Rgb };

/** The word that opens each chip; it is what makes bracketed text a chip. */
const CHIP_LABELS = { colour: 'Colour', measure: 'Measure', contrast: 'Contrast' } as const;

/** The result in words, as the panel and the chip say it: '#777777 on #FFFFFF: 4.48:1, AA large, Lc 71.1'. */
export function describeResult(result: CheckResult): string {
  if (result.kind === 'colour') return `${formatHex(result.colour)}, ${formatRgb(result.colour)}`;
  if (result.kind === 'measure') return `${Math.round(result.distance * 10) / 10} px, box ${result.box.width} × ${result.box.height} px`;
  const ratio = contrastRatio(result.text, result.background);
  return `${formatHex(result.text)} on ${formatHex(result.background)}: ${formatRatio(ratio)}, ${wcagLevel(ratio)}, ${formatLc(apcaContrast(result.text, result.background))}`;
}

/**
 * The chip's text in a comment: plain words in brackets, '[Contrast: #777777 on #FFFFFF: 4.48:1, AA large, Lc 71.6]',
 * so e-mail, search and exports read it as it is, and the comment view recognises it to draw a chip.
 */
export function chipText(result: CheckResult): string {
  return `[${CHIP_LABELS[result.kind]}: ${describeResult(result)}]`;
}

const CHIP_PATTERN = /\[(Colour|Measure|Contrast): ([^\]\n]{1,120})\]/g;

/** A run of a comment's text: words as they are, or a chip with the colours it names (for swatches). */
export type ContentPart = { type: 'text'; text: string } | { type: 'chip'; text: string; label: string; colours: string[] };

/** A comment's text cut into plain runs and design-check chips. */
export function splitChips(text: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CHIP_PATTERN)) {
    if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) });
    const body = match[2]!;
    parts.push({ type: 'chip', text: match[0], label: `${match[1]}: ${body}`, colours: body.match(/#[0-9A-F]{6}\b/gi) ?? [] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}
