import clsx from 'clsx';
import { isHundredths } from '@review/contract/media';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { lastFrameOf } from './frame-clock.ts';
import { parsePosition } from './position-input.ts';
import { timecodeOf, useTimecodeOrigin } from './timecode-origin.ts';
import { selectClock, selectFrame, useTransportState } from './use-transport-state.ts';
import type { VideoTransport } from './video-transport.ts';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * Where the playhead is, as SMPTE timecode (from the file's own start timecode unless counted from
 * zero) and frame number ('01:00:41:16 · frame 1000 / 1439'). The timecode is a field: type a
 * timecode or a frame number and press Enter to go there; what is not a frame of the video is said
 * in words under it. Escape, or leaving the field, puts the position back.
 */
export function PositionField({ transport }: { transport: VideoTransport }) {
  const frame = useTransportState(transport, selectFrame);
  const clock = useTransportState(transport, selectClock);
  const origin = useTimecodeOrigin();
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const lastFrame = lastFrameOf(clock);
  const timecode = timecodeOf(frame, clock, origin);

  const close = () => {
    setDraft(null);
    setProblem(null);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null) return;
    const result = parsePosition(draft, { rate: clock.rate, startTimecode: clock.startTimecode, lastFrame, origin });
    if ('problem' in result) return setProblem(result.problem);
    transport.showFrame(result.frame);
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
    <form onSubmit={handleSubmit} className="relative flex min-w-0 items-center gap-2 text-sm tabular">
      <input
        type="text"
        aria-label={intl.formatMessage({ id: 'media.video.positionField.label' })}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem === null ? undefined : problemId}
        title={intl.formatMessage({ id: 'media.video.positionField.title' })}
        spellCheck={false}
        autoComplete="off"
        value={draft ?? timecode}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={close}
        onKeyDown={handleKeyDown}
        className={clsx('h-8 w-[7.75rem] rounded-md border bg-surface px-2 text-center font-mono text-fg tabular', problem === null ? 'border-line' : 'border-danger')}
      />
      {/* A sound's frames are the hundredths its timecode shows: counting them again says nothing. */}
      {!isHundredths(clock.rate) && (
        <span className="whitespace-nowrap text-muted">
          <FormattedMessage id="media.video.positionField.frame" values={{ frame, lastFrame }} />
        </span>
      )}
      {/* Over the bar rather than in it, so the controls do not move while it shows. */}
      <p
        id={problemId}
        role="alert"
        className={clsx(
          'absolute bottom-full start-0 z-20 mb-2 w-max max-w-[min(26rem,80vw)] rounded-md border border-danger bg-surface px-2 py-1 text-xs text-danger shadow-lg',
          problem === null && 'hidden',
        )}
      >
        {problem}
      </p>
    </form>
  );
}
