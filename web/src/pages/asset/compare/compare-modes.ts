import type { MessageId } from '../../../i18n/index.ts';

/** The ways two images can be compared; keys 1–4 pick them in this order. */
export const COMPARE_MODES = [
  { value: 'side', label: 'asset.compare.mode.side' },
  { value: 'wipe', label: 'asset.compare.mode.wipe' },
  { value: 'overlay', label: 'asset.compare.mode.overlay' },
  { value: 'difference', label: 'asset.compare.mode.difference' },
] as const satisfies readonly { value: string; label: MessageId }[];

export type CompareMode = (typeof COMPARE_MODES)[number]['value'];

/** The mode of a digit key (1 = side by side ... 4 = difference), if any. */
export function modeForKey(key: string): CompareMode | undefined {
  return COMPARE_MODES[Number(key) - 1]?.value;
}
