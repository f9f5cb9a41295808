import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { SegmentedControl } from '../../../ui/segmented-control.tsx';
import { VideoControls } from '../../../features/video/video-controls.tsx';
import { VideoRenderStatus } from '../../../features/video/video-render-status.tsx';
import { selectFrame, useTransportState } from '../../../features/video/use-transport-state.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import type { CompareVideoSide } from './compare-sides.ts';
import { offsetRange } from '../../../features/video/frame-lock.ts';
import { FrameOffsetField } from './frame-offset-field.tsx';
import type { CompareVideo } from './use-compare-video.ts';

const NAMES = ['A', 'B'] as const;

export interface CompareVideoBarProps {
  video: CompareVideo;
  offsets: readonly [number, number];
  onOffsetsChange: (offsets: [number, number]) => void;
}

/** The frame a side shows: the playhead's plus its shift. */
function SideFrame({ transport, shift }: { transport: VideoTransport; shift: number }) {
  const intl = useIntl();
  const frame = useTransportState(transport, selectFrame);
  return <span className="whitespace-nowrap text-muted tabular">{intl.formatMessage({ id: 'asset.compare.frame' }, { frame: frame + shift })}</span>;
}

const SIDE_OPTIONS = [
  { value: 'A', label: 'A' },
  { value: 'B', label: 'B' },
] as const;

/** Which side is heard, when both have sound: one at a time, as two soundtracks at once say nothing. */
function HeardSide({ video }: { video: CompareVideo }) {
  const intl = useIntl();
  const { transport } = video;
  const heard = useSyncExternalStore(transport.subscribe, transport.getHeardSide);
  return <SegmentedControl label={intl.formatMessage({ id: 'asset.compare.soundFrom' })} options={SIDE_OPTIONS} value={NAMES[heard] ?? 'A'} onChange={(name) => transport.setHeardSide(NAMES.indexOf(name))} />;
}

/**
 * Under a comparison with a video: the one player's bar for both sides, and for two videos each
 * side's frame and its offset, and which one is heard when both have sound; a side still rendering
 * says so (nothing plays until both can).
 */
export function CompareVideoBar({ video, offsets, onOffsetsChange }: CompareVideoBarProps) {
  const intl = useIntl();
  const [sideA, sideB] = video.sides;
  const lead = (sideA ?? sideB)!;
  // Two videos: either may be heard (the playhead's clock counts its own frames, not the lead's start timecode).
  const media = sideA && sideB ? { ...lead.variation.media, has_audio: sideA.variation.media.has_audio || sideB.variation.media.has_audio } : lead.variation.media;
  const canChooseSound = sideA !== undefined && sideB !== undefined && sideA.variation.media.has_audio && sideB.variation.media.has_audio;
  const rendering = video.sides.flatMap((side, index) => (side && side.variation.media.proxies.length === 0 ? [{ side, name: NAMES[index] }] : []));
  const counts = sideA && sideB ? ([sideA.frameCount, sideB.frameCount] as const) : null;

  const offsetOf = (side: CompareVideoSide, index: 0 | 1) => {
    const range = offsetRange(counts!, offsets, index);
    return (
      <div key={NAMES[index]} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm font-medium">{NAMES[index]}</span>
        <SideFrame transport={video.transport} shift={side.shift} />
        <FrameOffsetField
          side={NAMES[index]}
          offset={offsets[index]}
          min={range.min}
          max={range.max}
          onChange={(offset) => onOffsetsChange(index === 0 ? [offset, offsets[1]] : [offsets[0], offset])}
        />
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <VideoControls transport={video.transport} media={media} />
      {rendering.map(({ side, name }) => (
        <div key={name} className="flex items-center gap-2 text-sm">
          <span className="font-medium">{name}</span>
          <VideoRenderStatus state={side.variation.render_state} progress={side.variation.media.render_progress} error={side.variation.render_error} />
        </div>
      ))}
      {sideA && sideB && counts && (
        <div className="flex flex-wrap items-center gap-x-8 gap-y-2">
          <div role="group" aria-label={intl.formatMessage({ id: 'asset.compare.lineUp' })} className="flex flex-wrap items-center gap-x-8 gap-y-2">
            {offsetOf(sideA, 0)}
            {offsetOf(sideB, 1)}
          </div>
          {canChooseSound && (
            <div className="ms-auto flex items-center gap-2 text-sm">
              <span aria-hidden="true" className="text-muted">
                {intl.formatMessage({ id: 'asset.compare.sound' })}
              </span>
              <HeardSide video={video} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
