/** A colour of the image as its 8-bit sRGB channels, 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const hexByte = (value: number) => Math.round(value).toString(16).padStart(2, '0').toUpperCase();

/** '#RRGGBB', upper case, as designers and design tools write it. */
export function formatHex({ r, g, b }: Rgb): string {
  return `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`;
}

export function formatRgb({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

/** '#RGB' or '#RRGGBB' (either case) → the colour; anything else → null. */
export function parseHex(text: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16) };
}

/** WCAG 2.2 linearisation of one sRGB channel (the 2.2 text uses 0.04045, as sRGB itself). */
function linearChannel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2.2 contrast ratio, 1 to 21; the same whichever colour is the text. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.2 thresholds (SC 1.4.3 and 1.4.6): large text is 18 pt, or 14 pt bold. */
export const WCAG_THRESHOLDS = { aaNormal: 4.5, aaLarge: 3, aaaNormal: 7, aaaLarge: 4.5 } as const;
export type WcagCheck = keyof typeof WCAG_THRESHOLDS;

/** Which of the four WCAG checks the ratio passes. WCAG forbids rounding up: 4.499 fails 4.5. */
export function wcagPasses(ratio: number): Record<WcagCheck, boolean> {
  return {
    aaNormal: ratio >= WCAG_THRESHOLDS.aaNormal,
    aaLarge: ratio >= WCAG_THRESHOLDS.aaLarge,
    aaaNormal: ratio >= WCAG_THRESHOLDS.aaaNormal,
    aaaLarge: ratio >= WCAG_THRESHOLDS.aaaLarge,
  };
}

/** The best level met, in one word or two: 'AAA', 'AA', 'AA large' or 'Fails'. */
export function wcagLevel(ratio: number): string {
  const passes = wcagPasses(ratio);
  if (passes.aaaNormal) return 'AAA';
  if (passes.aaNormal) return 'AA';
  if (passes.aaLarge) return 'AA large';
  return 'Fails';
}

/**
 * '4.48:1'. Two decimals, rounded, except that a ratio just under a threshold is cut rather than
 * shown as the threshold it misses (4.497 reads 4.49, not a failing '4.50').
 */
export function formatRatio(ratio: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  const shown = Object.values(WCAG_THRESHOLDS).some((threshold) => rounded >= threshold && ratio < threshold) ? Math.floor(ratio * 100) / 100 : rounded;
  return `${shown.toFixed(2)}:1`;
}

/*
 * APCA (Accessible Perceptual Contrast Algorithm), version 0.0.98G-4g, with the constants published in
 * Myndex's SAPC-APCA repository (documentation/APCA-W3-LaTeX.md and src/apca-w3.js, "0.0.98G-4g").
 * Written out here because the reference package `apca-w3` ships under the "Limited W3 License",
 * not an open-source licence we can take on.
 */
const APCA = {
  mainTrc: 2.4,
  sRco: 0.2126729,
  sGco: 0.7151522,
  sBco: 0.072175,
  normBg: 0.56,
  normTxt: 0.57,
  revTxt: 0.62,
  revBg: 0.65,
  blkThrs: 0.022,
  blkClmp: 1.414,
  scaleBoW: 1.14,
  scaleWoB: 1.14,
  loBoWoffset: 0.027,
  loWoBoffset: 0.027,
  deltaYmin: 0.0005,
  loClip: 0.1,
} as const;

/** APCA's screen luminance: a plain 2.4 power per channel (not the sRGB piecewise curve). */
function apcaY({ r, g, b }: Rgb): number {
  return APCA.sRco * (r / 255) ** APCA.mainTrc + APCA.sGco * (g / 255) ** APCA.mainTrc + APCA.sBco * (b / 255) ** APCA.mainTrc;
}

/** Soft clamp of near-black, as APCA does for flare. */
const clampBlack = (y: number) => (y > APCA.blkThrs ? y : y + (APCA.blkThrs - y) ** APCA.blkClmp);

/**
 * APCA lightness contrast Lc of text on a background: positive for dark text on light (up to about
 * 106), negative for light text on dark (down to about -108). Order matters, unlike WCAG's ratio.
 */
export function apcaContrast(text: Rgb, background: Rgb): number {
  const yText = clampBlack(apcaY(text));
  const yBackground = clampBlack(apcaY(background));
  if (Math.abs(yBackground - yText) < APCA.deltaYmin) return 0;
  if (yBackground > yText) {
    const sapc = (yBackground ** APCA.normBg - yText ** APCA.normTxt) * APCA.scaleBoW;
    return sapc < APCA.loClip ? 0 : (sapc - APCA.loBoWoffset) * 100;
  }
  const sapc = (yBackground ** APCA.revBg - yText ** APCA.revTxt) * APCA.scaleWoB;
  return sapc > -APCA.loClip ? 0 : (sapc + APCA.loWoBoffset) * 100;
}

/** 'Lc 106.0', one decimal as APCA's tools show it. */
export function formatLc(lc: number): string {
  return `Lc ${lc.toFixed(1)}`;
}
