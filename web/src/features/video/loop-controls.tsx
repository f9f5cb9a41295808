import { isHundredths } from '@review/contract/media';
import { IconButton } from '../../ui/icon-button.tsx';
import { lastFrameOf } from './frame-clock.ts';
import { loopBounds } from './loop-range.ts';
import { timecodeOf, useTimecodeOrigin } from './timecode-origin.ts';
import { selectClock, selectLoop, useTransportState } from './use-transport-state.ts';
import { ClearLoopIcon, LoopInIcon, LoopOutIcon } from './video-icons.tsx';
import type { VideoTransport } from './video-transport.ts';

const PRESSED = 'aria-pressed:bg-accent-soft aria-pressed:text-accent-text';

/** Loop in and out at the playhead, the loop's frames, and clearing it. */
export function LoopControls({ transport }: { transport: VideoTransport }) {
  const loop = useTransportState(transport, selectLoop);
  const clock = useTransportState(transport, selectClock);
  const origin = useTimecodeOrigin();
  const bounds = loopBounds(loop, lastFrameOf(clock));
  return (
    <div role="group" aria-label="Loop" className="flex items-center gap-0.5">
      <IconButton label="Loop from this frame (I)" aria-keyshortcuts="I" aria-pressed={loop.in !== null} onClick={transport.markIn} className={`size-8 ${PRESSED}`}>
        <LoopInIcon />
      </IconButton>
      <IconButton label="Loop to this frame (O)" aria-keyshortcuts="O" aria-pressed={loop.out !== null} onClick={transport.markOut} className={`size-8 ${PRESSED}`}>
        <LoopOutIcon />
      </IconButton>
      {bounds && (
        <>
          <span className="px-1 text-xs whitespace-nowrap text-muted tabular" title={`${timecodeOf(bounds.first, clock, origin)} to ${timecodeOf(bounds.last, clock, origin)}`}>
            {isHundredths(clock.rate) ? `Loop ${timecodeOf(bounds.first, clock, origin)}–${timecodeOf(bounds.last, clock, origin)}` : `Loop ${bounds.first}–${bounds.last}`}
          </span>
          <IconButton label="Clear the loop (X)" aria-keyshortcuts="X" onClick={transport.clearLoop} className="size-7">
            <ClearLoopIcon />
          </IconButton>
        </>
      )}
    </div>
  );
}
