import { useIntl } from 'react-intl';
import type { HistoryEntry } from '@review/contract/history';
import { useAssetHistory } from '../../../features/comments/use-asset-history.ts';
import { describeError } from '../../../lib/api-error.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { HistoryItem } from './history-item.tsx';

/** Pages can shift while entries are added; each entry is still listed once. */
function uniqueEntries(pages: { data: HistoryEntry[] }[]): HistoryEntry[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.data).filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
}

/** Everything that happened to the asset, once each, newest first, 20 at a time. */
export function HistoryTab({ assetId }: { assetId: number }) {
  const intl = useIntl();
  const history = useAssetHistory(assetId);
  if (history.isPending) return <p className="text-sm text-muted">{intl.formatMessage({ id: 'asset.common.loading' })}</p>;
  if (history.error) return <LoadError message={intl.formatMessage({ id: 'asset.common.error' }, { message: describeError(history.error) })} onRetry={() => void history.refetch()} />;
  const entries = uniqueEntries(history.data.pages);
  const total = history.data.pages.at(-1)?.meta.total ?? entries.length;
  if (entries.length === 0) return <p className="text-sm text-muted">{intl.formatMessage({ id: 'asset.history.empty' })}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ol aria-label={intl.formatMessage({ id: 'asset.sidebar.history' })} className="flex flex-col">
        {entries.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ol>
      <p className="text-xs text-muted tabular">
        {intl.formatMessage({ id: 'asset.history.showing' }, { shown: entries.length, total })}
      </p>
      {history.hasNextPage && (
        <Button variant="secondary" size="sm" className="self-start" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {intl.formatMessage({ id: history.isFetchingNextPage ? 'asset.common.loading' : 'asset.history.loadMore' })}
        </Button>
      )}
    </div>
  );
}
