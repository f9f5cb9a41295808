import { useIntl } from 'react-intl';
import type { PageSummary } from '../assets/page-summary.ts';
import { formatRenderProgress } from '../assets/page-summary.ts';
import { WarningIcon } from '../../ui/icons.tsx';

/**
 * Under a card's title while a document's later pages or a video's proxies render ('Rendering 4/12',
 * 'Rendering 42%', and a thin bar), or a
 * warning once rendering stopped, its reason in the tooltip (Retry is in the card's menu). Not a live
 * region: every page rendered refreshes the board, and a column of cards would keep talking.
 */
export function CardRenderState({ summary }: { summary: PageSummary }) {
  const intl = useIntl();
  const { state, rendered, pageCount, error, isVideo, isCapture, isConverting, percent } = summary;
  const kind = isCapture ? 'capture' : isVideo ? 'video' : isConverting ? 'conversion' : 'pages';
  if (state === 'rendering') {
    return (
      <p className="flex items-center gap-2 px-3 pt-2 text-xs text-muted">
        <span aria-hidden="true" className="h-1 w-10 shrink-0 overflow-hidden rounded-full bg-subtle">
          <span className="block h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </span>
        <span aria-hidden="true" className="tabular">{formatRenderProgress(summary)}</span>
        <span className="sr-only">{intl.formatMessage({ id: 'projects.render.progressLabel' }, { kind, percent, rendered, pageCount })}</span>
      </p>
    );
  }
  if (state !== 'failed') return null;
  const reason = error ?? intl.formatMessage({ id: 'projects.render.stopped' });
  const done = intl.formatMessage({ id: 'projects.render.done' }, { kind, percent, rendered, pageCount });
  return (
    <p className="flex items-center gap-1 px-3 pt-2 text-xs font-medium text-danger" title={intl.formatMessage({ id: 'projects.render.failedHint' }, { reason, done })}>
      <WarningIcon />
      {intl.formatMessage({ id: 'projects.render.failed' }, { kind })}
      <span className="sr-only">{intl.formatMessage({ id: 'projects.render.failedDetail' }, { reason, done })}</span>
    </p>
  );
}
