import clsx from 'clsx';
import { MARKER_COLOR, MARKER_SELECTED_COLOR } from '../../annotate/colors.ts';
import { spanTimecodeOf, useTimecodeOrigin, type TimecodeScale } from './timecode-origin.ts';
import type { TimelineMarker } from './timeline.ts';
import { useIntl } from 'react-intl';

export interface TimelineMarkersProps {
  markers: readonly TimelineMarker[];
  /** The video's rate and start timecode, which the labels' timecodes count from. */
  scale: TimecodeScale;
  selectedId: number | null;
  onSelect: (commentId: number) => void;
}

const percent = (fraction: number) => `${fraction * 100}%`;

/**
 * The comments on frames, as pins over the timeline where they are (a range also as a band to its
 * last frame); blue, orange when selected. Clicking one selects its comment, which goes to its frame.
 */
export function TimelineMarkers({ markers, scale, selectedId, onSelect }: TimelineMarkersProps) {
  const origin = useTimecodeOrigin();
  const intl = useIntl();
  if (markers.length === 0) return null;
  return (
    <ul aria-label={intl.formatMessage({ id: 'media.video.markers' })} className="relative h-4">
      {markers.map((marker) => {
        const isSelected = marker.commentId === selectedId;
        const colour = isSelected ? MARKER_SELECTED_COLOR : MARKER_COLOR;
        const label = intl.formatMessage(
          { id: 'media.video.marker' },
          { numbered: String(marker.number !== undefined), number: marker.number, author: marker.author, timecode: spanTimecodeOf(marker.span, scale, origin), resolved: String(marker.isResolved) },
        );
        return (
          <li key={marker.commentId} className={clsx('absolute inset-y-0', isSelected && 'z-10')} style={{ left: percent(marker.start), width: marker.end === null ? 0 : percent(marker.end - marker.start) }}>
            {marker.end !== null && <span aria-hidden="true" className="absolute inset-x-0 bottom-0.5 h-1 rounded-full opacity-60" style={{ backgroundColor: colour }} />}
            <button
              type="button"
              aria-label={label}
              title={label}
              aria-pressed={isSelected}
              data-timeline-marker={marker.commentId}
              onClick={() => onSelect(marker.commentId)}
              className={clsx(
                'absolute top-0 left-0 flex h-4 min-w-4 -translate-x-1/2 items-center justify-center rounded-full px-1 text-[10px] leading-none font-semibold text-white tabular shadow-[0_1px_2px_rgb(0_0_0/0.35)]',
                marker.isResolved && !isSelected && 'opacity-55',
              )}
              style={{ backgroundColor: colour }}
            >
              {marker.number}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
