import { isHundredths } from '@review/contract/media';
import { IconButton } from '../../ui/icon-button.tsx';
import { lastFrameOf } from './frame-clock.ts';
import { loopBounds } from './loop-range.ts';
import { timecodeOf, useTimecodeOrigin } from './timecode-origin.ts';
import { selectClock, selectLoop, useTransportState } from './use-transport-state.ts';
import { ClearLoopIcon, LoopInIcon, LoopOutIcon } from './video-icons.tsx';
import type { VideoTransport } from './video-transport.ts';
import { useIntl } from 'react-intl';

const PRESSED = 'aria-pressed:bg-accent-soft aria-pressed:text-accent-text';

/** Loop in and out at the playhead, the loop's frames, and clearing it. */
export function LoopControls({ transport }: { transport: VideoTransport }) {
  const loop = useTransportState(transport, selectLoop);
  const clock = useTransportState(transport, selectClock);
  const origin = useTimecodeOrigin();
  const bounds = loopBounds(loop, lastFrameOf(clock));
  const intl = useIntl();
  return (
    <div role="group" dir="ltr" aria-label={intl.formatMessage({ id: 'media.video.loop' })} className="flex items-center gap-0.5">
      <IconButton label={intl.formatMessage({ id: 'media.video.loop.in' })} aria-keyshortcuts="I" aria-pressed={loop.in !== null} onClick={transport.markIn} className={`size-8 ${PRESSED}`}>
        <LoopInIcon />
      </IconButton>
      <IconButton label={intl.formatMessage({ id: 'media.video.loop.out' })} aria-keyshortcuts="O" aria-pressed={loop.out !== null} onClick={transport.markOut} className={`size-8 ${PRESSED}`}>
        <LoopOutIcon />
      </IconButton>
      {bounds && (
        <>
          <span className="px-1 text-xs whitespace-nowrap text-muted tabular" title={intl.formatMessage({ id: 'media.video.loop.title' }, { first: timecodeOf(bounds.first, clock, origin), last: timecodeOf(bounds.last, clock, origin) })}>
            {intl.formatMessage({ id: 'media.video.loop.range' }, isHundredths(clock.rate) ? { first: timecodeOf(bounds.first, clock, origin), last: timecodeOf(bounds.last, clock, origin) } : { first: bounds.first, last: bounds.last })}
          </span>
          <IconButton label={intl.formatMessage({ id: 'media.video.loop.clear' })} aria-keyshortcuts="X" onClick={transport.clearLoop} className="size-7">
            <ClearLoopIcon />
          </IconButton>
        </>
      )}
    </div>
  );
}
