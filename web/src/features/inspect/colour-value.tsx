import type { Rgb } from './colour.ts';
import { formatHex, formatRgb } from './colour.ts';
import { ColourSwatch } from './colour-swatch.tsx';

/** A named colour as hex and RGB, or a dash while there is none. */
export function ColourValue({ label, colour }: { label: string; colour: Rgb | null }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span className="text-muted">{label}</span>
      {colour ? (
        <>
          <ColourSwatch colour={formatHex(colour)} />
          <span className="font-mono tabular-nums">{formatHex(colour)}</span>
          <span className="text-muted tabular-nums">{formatRgb(colour)}</span>
        </>
      ) : (
        <span className="text-muted">—</span>
      )}
    </span>
  );
}
