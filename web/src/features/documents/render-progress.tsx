import type { RenderState } from '@review/contract/assets';
import { Button } from '../../ui/button.tsx';
import { FormattedMessage, useIntl } from 'react-intl';

export interface RenderProgressProps {
  state: RenderState;
  rendered: number;
  pageCount: number;
  /** Why rendering stopped; guests are not told. */
  error?: string | null | undefined;
  /** Offered when rendering stopped and the viewer may start it again. */
  onRetry?: (() => void) | undefined;
  isRetrying?: boolean;
  /** An Office file not converted yet: there are no pages to count. */
  converting?: boolean;
}

/** While a document's later pages render (or an Office file converts): how far it got; when rendering stopped: why, and Retry. */
export function RenderProgress({ state, rendered, pageCount, error, onRetry, isRetrying = false, converting = false }: RenderProgressProps) {
  const intl = useIntl();
  if (state === 'rendering' && converting) {
    return (
      <div role="status" className="text-xs text-muted">
        <FormattedMessage id="media.pages.converting" />
      </div>
    );
  }
  if (state === 'rendering') {
    return (
      <div role="status" className="flex min-w-0 items-center gap-2 text-xs text-muted tabular">
        <span className="whitespace-nowrap">
          <FormattedMessage id="media.pages.renderingPages" values={{ rendered, pageCount }} />
        </span>
        <span aria-hidden="true" className="h-1.5 w-24 overflow-hidden rounded-full bg-subtle">
          <span className="block h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${(rendered / pageCount) * 100}%` }} />
        </span>
      </div>
    );
  }
  if (state !== 'failed') return null;
  return (
    <div role="alert" className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      <span className="text-danger">
        {converting
          ? (error ?? intl.formatMessage({ id: 'media.pages.notConverted' }))
          : intl.formatMessage({ id: error ? 'media.pages.stoppedBecause' : 'media.pages.stopped' }, { rendered, pageCount, error })}
      </span>
      {onRetry && (
        <Button variant="secondary" size="sm" disabled={isRetrying} onClick={onRetry}>
          {intl.formatMessage({ id: isRetrying ? 'media.render.retrying' : 'media.render.retry' })}
        </Button>
      )}
    </div>
  );
}
