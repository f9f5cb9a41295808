import clsx from 'clsx';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { frameToSourceTimecode, frameToTimecode } from '@review/contract/media';
import { lastFrameOf } from './frame-clock.ts';
import { parsePosition } from './position-input.ts';
import { selectClock, selectFrame, useTransportState } from './use-transport-state.ts';
import type { VideoTransport } from './video-transport.ts';

export interface PositionFieldProps {
  transport: VideoTransport;
  /** The file's own start timecode, shown on hover and understood when typed. */
  startTimecode: string | null;
}

/**
 * Where the playhead is, as SMPTE timecode and frame number ('00:00:41:16 · frame 1000 / 1439'). The
 * timecode is a field: type a timecode or a frame number and press Enter to go there; Escape, or
 * leaving the field, puts the position back.
 */
export function PositionField({ transport, startTimecode }: PositionFieldProps) {
  const frame = useTransportState(transport, selectFrame);
  const clock = useTransportState(transport, selectClock);
  const [draft, setDraft] = useState<string | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);
  const lastFrame = lastFrameOf(clock);
  const timecode = frameToTimecode(frame, clock.rate);

  const close = () => {
    setDraft(null);
    setIsInvalid(false);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null) return;
    const target = parsePosition(draft, { rate: clock.rate, lastFrame, startTimecode });
    if (target === null) return setIsInvalid(true);
    transport.showFrame(target);
    close();
    // Done typing: the player's keys (Space, arrows, I / O) work again at once.
    event.currentTarget.querySelector('input')?.blur();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || draft === null) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <form onSubmit={handleSubmit} className="flex min-w-0 items-center gap-2 text-sm tabular">
      <input
        type="text"
        aria-label="Timecode or frame number"
        aria-invalid={isInvalid || undefined}
        title={isInvalid ? `Not a frame of this video: type 0 to ${lastFrame}, or a timecode such as ${frameToTimecode(Math.min(lastFrame, 24), clock.rate)}` : 'Type a timecode or a frame number, then Enter'}
        spellCheck={false}
        autoComplete="off"
        value={draft ?? timecode}
        onChange={(event) => {
          setDraft(event.target.value);
          setIsInvalid(false);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={close}
        onKeyDown={handleKeyDown}
        className={clsx('h-8 w-[7.75rem] rounded-md border bg-surface px-2 text-center font-mono text-fg tabular', isInvalid ? 'border-danger' : 'border-line')}
      />
      <span className="whitespace-nowrap text-muted" title={startTimecode ? `Source timecode ${frameToSourceTimecode(frame, clock.rate, startTimecode)}` : undefined}>
        frame {frame} / {lastFrame}
      </span>
    </form>
  );
}
