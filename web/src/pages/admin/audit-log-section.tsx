import { useState } from 'react';
import { useIntl } from 'react-intl';
import { auditExportPath, NO_FILTER, type AuditFilterDraft } from '../../features/admin/audit-filter.ts';
import { useAuditLog } from '../../features/admin/use-admin.ts';
import { useDownload } from '../../features/reports/use-download.ts';
import { Section } from '../../layout/page-header.tsx';
import { describeError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { SkeletonBlock } from '../../ui/skeleton.tsx';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

/** Who did what, newest first: filtered, a page at a time (Load more), and downloaded whole as CSV. */
export function AuditLogSection() {
  const intl = useIntl();
  const [filter, setFilter] = useState<AuditFilterDraft>(NO_FILTER);
  const { data, error, isPending, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useAuditLog(filter);
  const { download, isPending: isDownloading } = useDownload();
  const entries = data?.pages.flatMap((page) => page.data) ?? [];

  function handleDownload() {
    download({
      path: auditExportPath(filter),
      fallbackName: 'audit-log.csv',
      preparing: intl.formatMessage({ id: 'integrations.audit.download.preparing' }),
      failure: intl.formatMessage({ id: 'integrations.audit.download.failed' }),
    });
  }

  return (
    <Section
      title={intl.formatMessage({ id: 'integrations.audit.title' })}
      actions={
        <Button variant="secondary" size="sm" disabled={isDownloading} onClick={handleDownload}>
          {intl.formatMessage({ id: isDownloading ? 'integrations.audit.download.pending' : 'integrations.audit.download.action' })}
        </Button>
      }
    >
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'integrations.audit.description' })}</p>
      <AuditFilters applied={filter} onApply={setFilter} />
      {isPending && (
        <div className="flex flex-col gap-2">
          <SkeletonBlock className="h-8" />
          <SkeletonBlock className="h-8" />
          <SkeletonBlock className="h-8" />
        </div>
      )}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {data && entries.length === 0 && <p className="text-sm text-muted">{intl.formatMessage({ id: 'integrations.audit.empty' })}</p>}
      {entries.length > 0 && <AuditTable entries={entries} />}
      {hasNextPage && (
        <div>
          <Button variant="secondary" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {intl.formatMessage({ id: isFetchingNextPage ? 'integrations.common.loading' : 'integrations.audit.loadMore' })}
          </Button>
        </div>
      )}
    </Section>
  );
}
