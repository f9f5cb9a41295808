import { PEN_COLORS, type PenColor } from '@review/contract/geometry';
import type { MessageId } from '../i18n/index.ts';

/** How each pen colour is painted: saturated enough to read on most designs. */
export const PEN_SWATCHES: Record<PenColor, string> = {
  red: '#ef4444',
  blue: '#2563eb',
  green: '#16a34a',
  yellow: '#facc15',
};

/** Display names of the pen colours, for labels. */
export const PEN_COLOR_NAMES = { red: 'asset.colors.red', blue: 'asset.colors.blue', green: 'asset.colors.green', yellow: 'asset.colors.yellow' } satisfies Record<PenColor, MessageId>;

/** Markers: blue, orange when selected (spec); both keep white numbers readable (contrast ≥ 4.5:1). */
export const MARKER_COLOR = '#2563eb';
export const MARKER_SELECTED_COLOR = '#c2410c';

const isPenColor = (value: string): value is PenColor => (PEN_COLORS as readonly string[]).includes(value);

/** The paint of a stored colour: a pen colour's swatch, a `#rrggbb` as is, anything else red. */
export function paintOf(color: string): string {
  if (isPenColor(color)) return PEN_SWATCHES[color];
  return /^#[0-9a-f]{6}$/i.test(color) ? color : PEN_SWATCHES.red;
}
