import { useIntl } from 'react-intl';
import type { VariationChanges } from '@review/contract/changes';
import { changedPagesOf, describeChanges } from '../../../features/changes/change-status.ts';

export interface ChangeSummaryProps {
  /** Undefined while loading; the error when it could not be loaded. */
  changes: VariationChanges | undefined;
  error: Error | null;
  comparedVersion: number | undefined;
  /** A document's page on screen and the way to another; undefined for an image. */
  document?: { page: number; goTo: (page: number) => void };
}

/** What the What changed toggle found: one sentence, and on a document the pages that changed, each a way to it. */
export function ChangeSummary({ changes, error, comparedVersion, document }: ChangeSummaryProps) {
  const intl = useIntl();
  const pages = changes?.state === 'ready' ? changedPagesOf(changes.regions) : [];
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p role="status" className="text-muted tabular">
        {error ? <span className="text-danger">{intl.formatMessage({ id: 'asset.viewer.changesError' })}</span> : changes ? describeChanges(changes, comparedVersion) : intl.formatMessage({ id: 'asset.common.loading' })}
      </p>
      {document && pages.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'asset.viewer.changedPages' })} className="flex flex-wrap items-center gap-1">
          {pages.map((page) => (
            <button
              key={page}
              type="button"
              aria-current={page === document.page ? 'page' : undefined}
              onClick={() => document.goTo(page)}
              className="h-7 rounded-md border border-line px-2 text-xs text-muted tabular hover:text-fg aria-[current=page]:border-accent aria-[current=page]:text-accent-text"
            >
              {intl.formatMessage({ id: 'asset.comment.page' }, { page })}
            </button>
          ))}
        </nav>
      )}
    </div>
  );
}
