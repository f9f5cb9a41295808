import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { VideoSprite } from '@review/contract/media';
import { fileUrl } from '../../lib/format.ts';
import { lastFrameOf } from './frame-clock.ts';
import { loopBounds } from './loop-range.ts';
import { ScrubPreview } from './scrub-preview.tsx';
import { timecodeOf, useTimecodeOrigin } from './timecode-origin.ts';
import { WaveformStrip } from './waveform-strip.tsx';
import { frameAtPosition, framePosition } from './timeline.ts';
import { selectClock, selectFrame, selectLoop, useTransportState } from './use-transport-state.ts';
import type { VideoTransport } from './video-transport.ts';
import { useIntl } from 'react-intl';

export interface ScrubBarProps {
  transport: VideoTransport;
  sprite: VideoSprite | null;
  /** The smallest proxy's relative path, whose frames the hover preview shows exactly; null before one is rendered. */
  proxy?: string | null;
  /** The sound's peaks (`media.waveform`), drawn behind the bar; null without sound. */
  waveform?: string | null;
  /** Added to the sprite's address (`?review={token}` on a review link). */
  fileQuery?: string;
}

const percent = (fraction: number) => `${fraction * 100}%`;

/**
 * The timeline as a slider: click or drag to move the playhead (playback pauses while dragging and
 * goes on after), hover to see the frame there, its timecode and number. From the keyboard: arrows one
 * frame, Page Up / Page Down one second, Home / End the ends. The loop shows as a band.
 */
export function ScrubBar({ transport, sprite, proxy = null, waveform = null, fileQuery = '' }: ScrubBarProps) {
  const frame = useTransportState(transport, selectFrame);
  const clock = useTransportState(transport, selectClock);
  const loop = useTransportState(transport, selectLoop);
  const origin = useTimecodeOrigin();
  const intl = useIntl();
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ wasPlaying: boolean } | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  // The preview, and the proxy it plays, are only loaded once someone hovers, then kept.
  const [hasHovered, setHasHovered] = useState(false);
  const lastFrame = lastFrameOf(clock);
  const bounds = loopBounds(loop, lastFrame);
  const second = Math.max(1, Math.round(clock.rate.num / clock.rate.den));

  const frameUnder = (event: PointerEvent) => {
    const box = trackRef.current!.getBoundingClientRect();
    return frameAtPosition((event.clientX - box.left) / Math.max(1, box.width), lastFrame);
  };
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { wasPlaying: transport.getState().isPlaying };
    transport.showFrame(frameUnder(event));
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const under = frameUnder(event);
    setHovered(under);
    setHasHovered(true);
    if (drag.current) transport.seek(under);
  };
  const handlePointerUp = () => {
    if (drag.current?.wasPlaying) transport.play();
    drag.current = null;
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowLeft: frame - 1, ArrowDown: frame - 1, ArrowRight: frame + 1, ArrowUp: frame + 1, PageUp: frame + second, PageDown: frame - second, Home: 0, End: lastFrame }[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    // Handled here: the review screen's own arrow keys would step a second time.
    event.preventDefault();
    transport.showFrame(target);
  };

  return (
    <div
      role="slider"
      // The timeline runs left to right in every language, as players and editing tools have it.
      dir="ltr"
      tabIndex={0}
      aria-label={intl.formatMessage({ id: 'media.video.position' })}
      aria-valuemin={0}
      aria-valuemax={lastFrame}
      aria-valuenow={frame}
      aria-valuetext={intl.formatMessage({ id: 'media.video.positionValue' }, { timecode: timecodeOf(frame, clock, origin), frame, lastFrame })}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      onPointerLeave={() => setHovered(null)}
      onKeyDown={handleKeyDown}
      className="group relative flex h-6 cursor-pointer touch-none items-center rounded-sm select-none"
    >
      <WaveformStrip url={waveform} fileQuery={fileQuery} />
      <div ref={trackRef} className="relative h-1.5 w-full rounded-full bg-subtle ring-1 ring-line ring-inset transition-[height] group-hover:h-2">
        <div className="absolute inset-y-0 left-0 rounded-full bg-accent" style={{ width: percent(framePosition(frame, lastFrame)) }} />
        {bounds && (
          <div
            aria-hidden="true"
            className="absolute -inset-y-1 rounded-sm border-x-2 border-fg/70 bg-fg/15"
            style={{ left: percent(framePosition(bounds.first, lastFrame)), right: percent(1 - framePosition(bounds.last, lastFrame)) }}
          />
        )}
        <div className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-accent shadow" style={{ left: percent(framePosition(frame, lastFrame)) }} />
      </div>
      {hasHovered && (
        <ScrubPreview
          frame={hovered}
          clock={clock}
          sprite={sprite}
          proxyUrl={proxy && fileUrl(proxy) + fileQuery}
          timecode={hovered === null ? '' : timecodeOf(hovered, clock, origin)}
          position={hovered === null ? 0 : framePosition(hovered, lastFrame)}
          fileQuery={fileQuery}
        />
      )}
    </div>
  );
}
