import type { KeyboardEvent, PointerEvent } from 'react';
import { useIntl } from 'react-intl';

export interface WipeDividerProps {
  /** Where the divider stands, 0–100 % of the image's width from the left. */
  position: number;
  onChange: (position: number) => void;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The wipe's divider: drag it, or focus it and use the arrow keys (Shift for steps of 10), Home and End.
 * It runs the image's full height, so it can be grabbed wherever the view is scrolled.
 */
export function WipeDivider({ position, onChange }: WipeDividerProps) {
  const intl = useIntl();
  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const stage = event.currentTarget.parentElement?.getBoundingClientRect();
    if (stage?.width) onChange(clampPercent(((event.clientX - stage.left) / stage.width) * 100));
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    const next = { ArrowLeft: position - step, ArrowDown: position - step, ArrowRight: position + step, ArrowUp: position + step, Home: 0, End: 100 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(clampPercent(next));
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={intl.formatMessage({ id: 'asset.compare.wipeDivider' })}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(position)}
      aria-valuetext={`${Math.round(position)}% A, ${100 - Math.round(position)}% B`}
      onKeyDown={handleKeyDown}
      onPointerDown={(event) => {
        event.stopPropagation();
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => event.currentTarget.hasPointerCapture(event.pointerId) && moveTo(event)}
      className="group absolute inset-y-0 z-10 w-6 -translate-x-1/2 cursor-ew-resize touch-none focus-visible:outline-none"
      style={{ left: `${position}%` }}
    >
      <span aria-hidden="true" className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.35)] group-focus-visible:bg-[var(--ring)]" />
      <span aria-hidden="true" className="sticky top-1/2 start-0 mt-[-14px] flex h-7 w-6 items-center justify-center rounded-md bg-white text-[10px] font-bold text-black shadow-md group-focus-visible:ring-2 group-focus-visible:ring-[var(--ring)]">
        ⟷
      </span>
    </div>
  );
}
