import { useIntl } from 'react-intl';
import { formatClipLength } from '../video/video-facts.ts';

/**
 * A video's length ('0:42') on the top corner of its card's thumbnail, where a document shows its page
 * count: light on dark, since it sits on the picture; it lets clicks and drags through.
 */
export function CardVideoLength({ durationMs }: { durationMs: number }) {
  const intl = useIntl();
  const length = formatClipLength(durationMs);
  return (
    <span className="pointer-events-none absolute top-2 end-2 inline-flex items-center gap-1 rounded-md bg-black/65 px-1.5 py-0.5 text-xs font-medium text-white tabular">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="currentColor">
        <path d="M5 3.5v9l7-4.5z" />
      </svg>
      <span className="sr-only">{intl.formatMessage({ id: 'projects.card.videoLength' }, { length })}</span>
      <span aria-hidden="true">{length}</span>
    </span>
  );
}
