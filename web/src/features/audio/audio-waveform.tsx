import clsx from 'clsx';
import { useId, useMemo, useRef, useState, type PointerEvent } from 'react';
import { MARKER_COLOR, MARKER_SELECTED_COLOR } from '../../annotate/colors.ts';
import { lastFrameOf } from '../video/frame-clock.ts';
import { loopBounds } from '../video/loop-range.ts';
import { frameAtPosition, framePosition, type TimelineMarker } from '../video/timeline.ts';
import { selectClock, selectFrame, selectLoop, useTransportState } from '../video/use-transport-state.ts';
import type { VideoTransport } from '../video/video-transport.ts';
import { waveformPath } from '../video/waveform-path.ts';
import { useIntl } from 'react-intl';

/** Drawn in these units and stretched to the stage's width. */
const VIEW_WIDTH = 1000;
const VIEW_HEIGHT = 100;
/** A drag shorter than this share of the width is a click: it moves the playhead rather than choosing a range. */
const DRAG_THRESHOLD = 0.004;

const percent = (fraction: number) => `${fraction * 100}%`;

export interface AudioWaveformProps {
  transport: VideoTransport;
  /** 0 to 1 a slice of the sound; empty until the waveform is rendered. */
  peaks: readonly number[];
  /** The comments on times and ranges, as the timeline above places them. */
  markers: readonly TimelineMarker[];
  selectedId: number | null;
  /** Names the sound for screen readers. */
  label: string;
  /**
   * In compare, one of two sounds under one playhead: its own length in frames and how far it stands
   * from the playhead (`shift`), so its playhead sits on its own waveform; clicks and drags are left
   * to the shared scrub bar there.
   */
  side?: { frameCount: number; shift: number };
}

/**
 * The sound as the stage's picture: its waveform, played part in the accent, the comments' ranges as
 * bands, the loop (the range a new comment takes) and the playhead. A click moves the playhead; a drag
 * across it makes that stretch the loop, which a new comment is then about. The player's scrub bar
 * below is the keyboard's way to the same places (and I / O set the loop).
 */
export function AudioWaveform({ transport, peaks, markers, selectedId, label, side }: AudioWaveformProps) {
  const frame = useTransportState(transport, selectFrame);
  const clock = useTransportState(transport, selectClock);
  const loop = useTransportState(transport, selectLoop);
  const intl = useIntl();
  const boxRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  // Two waveforms on one page: each clips by an id of its own.
  const clipId = useId();
  const lastFrame = lastFrameOf(clock);
  const path = useMemo(() => waveformPath(peaks, VIEW_WIDTH, VIEW_HEIGHT), [peaks]);
  const bounds = side ? null : loopBounds(loop, lastFrame);
  const played = side ? framePosition(frame + side.shift, side.frameCount - 1) : framePosition(frame, lastFrame);

  const positionOf = (event: PointerEvent) => {
    const box = boxRef.current!.getBoundingClientRect();
    return Math.min(1, Math.max(0, (event.clientX - box.left) / Math.max(1, box.width)));
  };
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || side) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = positionOf(event);
    setDrag({ from: at, to: at });
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, to: positionOf(event) });
  };
  const handlePointerUp = () => {
    if (!drag) return;
    const [from, to] = [Math.min(drag.from, drag.to), Math.max(drag.from, drag.to)];
    if (to - from < DRAG_THRESHOLD) transport.seek(frameAtPosition(from, lastFrame));
    else transport.showSpan(frameAtPosition(from, lastFrame), frameAtPosition(to, lastFrame));
    setDrag(null);
  };
  const selection = drag ? { left: Math.min(drag.from, drag.to), right: 1 - Math.max(drag.from, drag.to) } : bounds && { left: framePosition(bounds.first, lastFrame), right: 1 - framePosition(bounds.last, lastFrame) };

  return (
    <div
      ref={boxRef}
      role="img"
      aria-label={intl.formatMessage({ id: 'media.audio.waveform' }, { label })}
      data-audio-waveform=""
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => setDrag(null)}
      className={clsx('relative h-full min-h-24 w-full touch-none select-none', !side && 'cursor-crosshair')}
    >
      {markers.map((marker) =>
        marker.end === null ? null : (
          <div
            key={marker.commentId}
            aria-hidden="true"
            data-comment-range={marker.commentId}
            className={clsx('absolute inset-y-0 rounded-sm opacity-15', marker.commentId === selectedId && 'opacity-25')}
            style={{ left: percent(marker.start), width: percent(marker.end - marker.start), backgroundColor: marker.commentId === selectedId ? MARKER_SELECTED_COLOR : MARKER_COLOR }}
          />
        ),
      )}
      {selection && <div aria-hidden="true" data-audio-selection="" className="absolute inset-y-0 border-x-2 border-fg/70 bg-fg/10" style={{ left: percent(selection.left), right: percent(selection.right) }} />}
      {peaks.length > 0 && (
        <svg aria-hidden="true" viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} preserveAspectRatio="none" className="pointer-events-none absolute inset-0 size-full">
          <defs>
            <clipPath id={clipId}>
              <rect x={0} y={0} width={played * VIEW_WIDTH} height={VIEW_HEIGHT} />
            </clipPath>
          </defs>
          <path d={path} stroke="currentColor" strokeWidth={(VIEW_WIDTH / peaks.length) * 0.7} fill="none" className="text-muted opacity-60" />
          <path d={path} stroke="currentColor" strokeWidth={(VIEW_WIDTH / peaks.length) * 0.7} fill="none" clipPath={`url(#${clipId})`} className="text-accent" />
        </svg>
      )}
      {markers.map((marker) => (
        <div key={marker.commentId} aria-hidden="true" className="absolute inset-y-0 w-px" style={{ left: percent(marker.start), backgroundColor: marker.commentId === selectedId ? MARKER_SELECTED_COLOR : MARKER_COLOR }} />
      ))}
      <div aria-hidden="true" data-audio-playhead="" className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-fg" style={{ left: percent(played) }} />
    </div>
  );
}
