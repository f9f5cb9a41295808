import { ColourSwatch } from './colour-swatch.tsx';

/** A design check's result inside a comment, inline so it wraps with the words, set off as a chip with swatches of the colours it names. */
export function CheckChipView({ label, colours }: { label: string; colours: readonly string[] }) {
  return (
    <span data-testid="check-chip" className="rounded-md border border-line bg-subtle px-1 py-px text-xs font-medium box-decoration-clone text-fg tabular-nums">
      {colours.map((colour, index) => (
        <ColourSwatch key={index} colour={colour} className="me-1 size-3 align-[-2px]" />
      ))}
      {label}
    </span>
  );
}
