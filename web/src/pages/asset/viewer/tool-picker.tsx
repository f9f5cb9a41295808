import clsx from 'clsx';
import { PEN_COLORS, type PenColor, type Shape } from '@review/contract/geometry';
import { PEN_COLOR_NAMES, PEN_SWATCHES } from '../../../annotate/colors.ts';
import { TOOLS } from '../../../annotate/tools/tools.ts';
import { HandIcon } from './viewer-icons.tsx';

const TOGGLE = 'inline-flex size-8 items-center justify-center rounded-md text-muted transition-colors hover:bg-subtle hover:text-fg aria-pressed:bg-accent-soft aria-pressed:text-accent-text';

export interface ToolPickerProps {
  /** The drawing tool, or null for the hand (pan). */
  tool: Shape | null;
  onToolChange: (tool: Shape | null) => void;
  color: PenColor;
  onColorChange: (color: PenColor) => void;
}

/** The pen toolbar: hand, pen, rectangle, arrow, and the four pen colours. */
export function ToolPicker({ tool, onToolChange, color, onColorChange }: ToolPickerProps) {
  return (
    <div className="flex items-center gap-2">
      <div role="group" aria-label="Tools" className="flex items-center gap-0.5 rounded-md border border-line bg-surface p-0.5">
        <button type="button" aria-pressed={tool === null} aria-label="Hand (pan)" title="Hand: drag to pan (or hold Space)" onClick={() => onToolChange(null)} className={TOGGLE}>
          <HandIcon />
        </button>
        {TOOLS.map((item) => (
          <button
            key={item.name}
            type="button"
            aria-pressed={tool === item.name}
            aria-label={item.label}
            aria-keyshortcuts={item.key}
            title={`${item.label} (${item.key.toUpperCase()})`}
            onClick={() => onToolChange(tool === item.name ? null : item.name)}
            className={TOGGLE}
          >
            {item.icon}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Pen colour" className="flex items-center gap-1">
        {PEN_COLORS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={color === name}
            aria-label={`${PEN_COLOR_NAMES[name]} pen`}
            title={PEN_COLOR_NAMES[name]}
            onClick={() => onColorChange(name)}
            className={clsx('flex size-7 items-center justify-center rounded-full border-2 transition-colors', color === name ? 'border-fg' : 'border-transparent hover:border-line')}
          >
            <span aria-hidden="true" className="size-4 rounded-full ring-1 ring-black/15" style={{ backgroundColor: PEN_SWATCHES[name] }} />
          </button>
        ))}
      </div>
    </div>
  );
}
