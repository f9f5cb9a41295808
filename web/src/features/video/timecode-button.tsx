import { isHundredths } from '@review/contract/media';
import { spanFrames, type FrameSpan } from './frame-span.ts';
import { spanTimecodeOf, useTimecodeOrigin, type TimecodeScale } from './timecode-origin.ts';

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
  // A sound's frames are its hundredths, which its timecode already shows.
  const frames = isHundredths(scale.rate) ? (span.frameEnd === null ? 'this moment' : 'this range') : spanFrames(span);
  return (
    <button
      type="button"
      title={`Go to ${frames}${span.frameEnd === null ? '' : ' and loop them'}`}
      onClick={onGo}
      className="mt-1 self-start rounded border border-line px-1.5 py-0.5 text-xs whitespace-nowrap text-muted tabular transition-colors hover:border-accent hover:text-accent-text"
    >
      {/* Named by what it shows, so speech input finds it by the timecode read on screen. */}
      <span className="sr-only">Go to </span>
      <span className="font-mono">{spanTimecodeOf(span, scale, origin)}</span>
      {!isHundredths(scale.rate) && ` (${frames})`}
    </button>
  );
}
