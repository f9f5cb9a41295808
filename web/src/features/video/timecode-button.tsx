import type { FrameRate } from '@review/contract/media';
import { spanTimecode, type FrameSpan } from './frame-span.ts';

export interface TimecodeButtonProps {
  span: FrameSpan;
  rate: FrameRate;
  onGo: () => void;
}

/** The video timecode a thread is about (its range's, for a range), as a button that goes to that frame. */
export function TimecodeButton({ span, rate, onGo }: TimecodeButtonProps) {
  const frames = span.frameEnd === null ? `frame ${span.frame}` : `frames ${span.frame}–${span.frameEnd}`;
  return (
    <button
      type="button"
      title={`Go to ${frames}`}
      onClick={onGo}
      className="mt-1 self-start rounded border border-line px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-muted tabular transition-colors hover:border-accent hover:text-accent-text"
    >
      {/* Named by what it shows, so speech input finds it by the timecode read on screen. */}
      <span className="sr-only">Go to </span>
      {spanTimecode(span, rate)}
      <span className="sr-only"> ({frames})</span>
    </button>
  );
}
