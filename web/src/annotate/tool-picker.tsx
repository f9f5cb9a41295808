import { useIntl } from 'react-intl';
import clsx from 'clsx';
import { PEN_COLORS, type PenColor, type Shape } from '@review/contract/geometry';
import { PEN_COLOR_NAMES, PEN_SWATCHES } from './colors.ts';
import { ToolToggle } from './tool-toggle.tsx';
import { TOOLS } from './tools/tools.ts';


const handIcon = (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M8 13V5.5a1.5 1.5 0 0 1 3 0V12M11 11V4.5a1.5 1.5 0 0 1 3 0V12M14 11.5V6.5a1.5 1.5 0 0 1 3 0V15a6 6 0 0 1-6 6h-.7a6 6 0 0 1-4.6-2.2L3.4 15.6a1.5 1.5 0 0 1 2.3-1.9L8 16" />
  </svg>
);

export interface ToolPickerProps {
  /** The drawing tool, or null for the hand (pan). */
  tool: Shape | null;
  onToolChange: (tool: Shape | null) => void;
  color: PenColor;
  onColorChange: (color: PenColor) => void;
  /** Whether the hand shows as on; by default whenever no drawing tool is (false while another kind of tool, a design check, has the pointer). */
  isHandOn?: boolean;
}

/** The pen toolbar: hand, pen, rectangle, arrow, and the four pen colours. */
export function ToolPicker({ tool, onToolChange, color, onColorChange, isHandOn = tool === null }: ToolPickerProps) {
  const intl = useIntl();
  return (
    <div className="flex items-center gap-2">
      <div role="group" aria-label={intl.formatMessage({ id: 'asset.tools.label' })} className="flex items-center gap-0.5 rounded-md border border-line bg-surface p-0.5">
        <ToolToggle pressed={isHandOn} label={intl.formatMessage({ id: 'asset.tools.hand' })} title={intl.formatMessage({ id: 'asset.tools.handTitle' })} onClick={() => onToolChange(null)}>
          {handIcon}
        </ToolToggle>
        {TOOLS.map((item) => (
          <ToolToggle
            key={item.name}
            pressed={tool === item.name}
            label={intl.formatMessage({ id: item.label })}
            shortcut={item.key}
            title={intl.formatMessage({ id: 'asset.common.withKey' }, { label: intl.formatMessage({ id: item.label }), key: item.key.toUpperCase() })}
            onClick={() => onToolChange(tool === item.name ? null : item.name)}
          >
            {item.icon}
          </ToolToggle>
        ))}
      </div>
      <div role="group" aria-label={intl.formatMessage({ id: 'asset.tools.penColour' })} className="flex items-center gap-1">
        {PEN_COLORS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={color === name}
            aria-label={intl.formatMessage({ id: 'asset.tools.pen' }, { color: name })}
            title={intl.formatMessage({ id: PEN_COLOR_NAMES[name] })}
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
