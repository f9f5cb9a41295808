/** The ways two images can be compared; keys 1–4 pick them in this order. */
export const COMPARE_MODES = [
  { value: 'side', label: 'Side by side' },
  { value: 'wipe', label: 'Wipe' },
  { value: 'overlay', label: 'Overlay' },
  { value: 'difference', label: 'Difference' },
] as const;

export type CompareMode = (typeof COMPARE_MODES)[number]['value'];

/** The mode of a digit key (1 = side by side ... 4 = difference), if any. */
export function modeForKey(key: string): CompareMode | undefined {
  return COMPARE_MODES[Number(key) - 1]?.value;
}
