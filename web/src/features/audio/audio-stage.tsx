import clsx from 'clsx';
import { useCallback } from 'react';
import type { Comment } from '@review/contract/comments';
import type { Media } from '@review/contract/media';
import { fileUrl } from '../../lib/format.ts';
import { lastFrameOf } from '../video/frame-clock.ts';
import { TimelineMarkers } from '../video/timeline-markers.tsx';
import { selectClock, useTransportState } from '../video/use-transport-state.ts';
import { VideoControls } from '../video/video-controls.tsx';
import { useTimelineMarkers } from '../video/use-timeline-markers.ts';
import { VariationRenderStatus, type RenderRetryOffer } from '../video/video-render-status.tsx';
import type { VideoTransport } from '../video/video-transport.ts';
import { useWaveformPeaks } from '../video/waveform-strip.tsx';
import { AudioWaveform } from './audio-waveform.tsx';
import { audioFactsLine } from './audio-facts.ts';
import { FormattedMessage, useIntl } from 'react-intl';

/** The variation's parts the stage reads. */
export interface AudioVariation {
  id: number;
  label: string;
  media: Media;
  render_state: 'ready' | 'rendering' | 'failed';
  render_error: string | null;
}

export interface AudioStageProps {
  transport: VideoTransport;
  title: string;
  variation: AudioVariation;
  comments: readonly Comment[] | undefined;
  /** Resolved comments show on the timeline when asked for, as their marks do. */
  showResolved: boolean;
  selectedId: number | null;
  onSelect: (commentId: number) => void;
  /** Added to file addresses (`?review={token}` on a review link). */
  fileQuery: string;
  /** Retry of a rendering that stopped; null where the actor is told how rendering goes, not why it stopped. */
  render: RenderRetryOffer | null;
}

/** As tall as a waveform reads well, filling the viewer's height from xl as a picture does. */
const STAGE = 'min-w-0 rounded-lg h-56 md:h-72 xl:h-auto xl:min-h-[240px] xl:flex-1';

/**
 * A sound file on the review screen, for members and guests: its waveform as the picture (the played
 * part, the comments' ranges, the loop a new comment takes, the playhead), the rendition playing in an
 * `<audio>` bound to the transport, and the video's player bar without what needs a picture (no
 * quality, no full screen, no frame preview). Nothing is drawn on a sound: the hint says so, and says
 * how a comment gets its time or range.
 */
export function AudioStage({ transport, title, variation, comments, showResolved, selectedId, onSelect, fileQuery, render }: AudioStageProps) {
  const media = variation.media;
  const clock = useTransportState(transport, selectClock);
  const lastFrame = lastFrameOf(clock);
  const rendition = media.proxies[0];
  const peaks = useWaveformPeaks(media.waveform, fileQuery);
  const attach = useCallback((element: HTMLAudioElement | null) => (element ? transport.attach(element) : undefined), [transport]);
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'media.audio.label' }, { title, variation: variation.label });

  const markers = useTimelineMarkers(comments, variation.id, { lastFrame, showResolved, selectedId });
  const status = <VariationRenderStatus variation={variation} render={render} noun="sound" />;
  const timeline = <TimelineMarkers markers={markers} scale={clock} selectedId={selectedId} onSelect={onSelect} />;

  return (
    <>
      <div role="group" aria-label={intl.formatMessage({ id: 'media.audio.group' }, { label })} className={clsx(STAGE, 'flex flex-col gap-2 bg-surface p-3 ring-1 ring-line')}>
        <p className="text-xs text-muted">{audioFactsLine(media)}</p>
        <div className="relative min-h-0 flex-1">
          {peaks.data?.length ? (
            <AudioWaveform transport={transport} peaks={peaks.data} markers={markers} selectedId={selectedId} label={label} />
          ) : (
            // Until the waveform is rendered, its picture drawn at upload stands in.
            <img src={fileUrl(media.poster ?? '') + fileQuery} alt={intl.formatMessage({ id: 'media.audio.waveform' }, { label })} draggable={false} className="absolute inset-0 size-full object-fill select-none" />
          )}
        </div>
        <p className="text-xs text-muted">
          <FormattedMessage id="media.audio.hint" />
        </p>
        {rendition && <audio ref={attach} src={fileUrl(rendition.url) + fileQuery} preload="auto" aria-label={label} />}
      </div>
      {rendition ? (
        // The scrub bar's hover shows a frame of the proxy: a sound has none, so it is given no proxy to show.
        <VideoControls transport={transport} media={{ ...media, proxies: [] }} fileQuery={fileQuery} timeline={timeline} />
      ) : null}
      {status}
    </>
  );
}
