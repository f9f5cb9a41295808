import { useId } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../../../ui/icon-button.tsx';

export interface FrameOffsetFieldProps {
  side: 'A' | 'B';
  offset: number;
  /** The offsets that leave a frame both sides have (`offsetRange`). */
  min: number;
  max: number;
  onChange: (offset: number) => void;
}

const STEP_BUTTON = 'size-8 border border-line text-base text-fg disabled:pointer-events-none disabled:opacity-40';

/** A side's offset in frames, to line up a cut that starts later: − and + a frame at a time, or a number typed. */
export function FrameOffsetField({ side, offset, min, max, onChange }: FrameOffsetFieldProps) {
  const intl = useIntl();
  const id = useId();
  const change = (value: number) => onChange(Math.min(Math.max(Math.round(value), min), max));
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'asset.compare.offsetOf' }, { side })} className="flex items-center gap-1 text-sm">
      <label htmlFor={id} className="me-1 text-muted">
        {intl.formatMessage({ id: 'asset.compare.offset' })}
      </label>
      <IconButton label={intl.formatMessage({ id: 'asset.compare.offsetLess' }, { side })} disabled={offset <= min} onClick={() => change(offset - 1)} className={STEP_BUTTON}>
        −
      </IconButton>
      <input
        id={id}
        type="number"
        step={1}
        min={min}
        max={max}
        value={offset}
        onChange={(event) => {
          // A lone '-' on the way to a negative number is not one yet.
          if (Number.isFinite(event.target.valueAsNumber)) change(event.target.valueAsNumber);
        }}
        className="h-8 w-16 rounded-md border border-line bg-surface px-2 text-center text-fg tabular"
      />
      <IconButton label={intl.formatMessage({ id: 'asset.compare.offsetMore' }, { side })} disabled={offset >= max} onClick={() => change(offset + 1)} className={STEP_BUTTON}>
        +
      </IconButton>
      <span className="ms-1 text-muted">{intl.formatMessage({ id: 'asset.compare.frames' })}</span>
    </div>
  );
}
