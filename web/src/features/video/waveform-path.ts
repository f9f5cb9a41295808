/**
 * The SVG path of a waveform drawn mirrored around the middle of a `width` by `height` box: one
 * vertical bar a peak, so a loud passage reads as a tall band under the scrub bar. Peaks are drawn
 * against the loudest, as editors draw them: a quiet recording keeps its shape.
 */
export function waveformPath(peaks: readonly number[], width: number, height: number): string {
  if (!peaks.length) return '';
  const step = width / peaks.length;
  const middle = height / 2;
  const loudest = Math.max(...peaks.map((peak) => Math.min(1, Math.max(0, peak))));
  return peaks
    .map((peak, index) => {
      const level = loudest > 0 ? Math.min(1, Math.max(0, peak)) / loudest : 0;
      const half = Math.max(0.5, level * middle);
      const x = (index + 0.5) * step;
      return `M${x.toFixed(2)} ${(middle - half).toFixed(2)}V${(middle + half).toFixed(2)}`;
    })
    .join('');
}
