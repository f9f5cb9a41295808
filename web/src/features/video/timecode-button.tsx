import { isHundredths } from '@review/contract/media';
import { spanFrames, type FrameSpan } from './frame-span.ts';
import { spanTimecodeOf, useTimecodeOrigin, type TimecodeScale } from './timecode-origin.ts';
import { FormattedMessage, useIntl } from 'react-intl';

export interface TimecodeButtonProps {
  span: FrameSpan;
  /** The video's rate and start timecode, which the timecode counts from. */
  scale: TimecodeScale;
  onGo: () => void;
}

/**
 * A thread's chip: the video timecode it is about and its frame number ('01:00:41:16 (frame 1000)',
 * a range's both ends), as a button that goes there.
 */
export function TimecodeButton({ span, scale, onGo }: TimecodeButtonProps) {
  const origin = useTimecodeOrigin();
  const intl = useIntl();
  // A sound's frames are its hundredths, which its timecode already shows.
  const isSound = isHundredths(scale.rate);
  const title = isSound
    ? intl.formatMessage({ id: span.frameEnd === null ? 'media.video.goTo.moment' : 'media.video.goTo.range' })
    : span.frameEnd === null
      ? intl.formatMessage({ id: 'media.video.goTo.frame' }, { frame: span.frame })
      : intl.formatMessage({ id: 'media.video.goTo.frames' }, { first: span.frame, last: span.frameEnd });
  return (
    <button
      type="button"
      title={title}
      onClick={onGo}
      className="mt-1 self-start rounded border border-line px-1.5 py-0.5 text-xs whitespace-nowrap text-muted tabular transition-colors hover:border-accent hover:text-accent-text"
    >
      {/* Named by what it shows, so speech input finds it by the timecode read on screen. */}
      <FormattedMessage
        id={isSound ? 'media.video.chip.time' : 'media.video.chip.frames'}
        values={{ timecode: spanTimecodeOf(span, scale, origin), frames: isSound ? '' : spanFrames(span), hidden: (chunks) => <span className="sr-only">{chunks}</span>, code: (chunks) => <span className="font-mono">{chunks}</span> }}
      />
    </button>
  );
}
