import { useParams } from 'react-router';
import type { Asset } from '@review/contract/assets';
import { STATUS_LABELS } from '@review/contract/statuses';
import { PageBody } from '../../layout/page-header.tsx';
import { Breadcrumb, type Crumb } from '../../ui/breadcrumb.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { useAsset } from '../../features/assets/use-asset.ts';

function crumbsOf(asset: Asset | undefined): Crumb[] {
  const dashboard = { label: 'Dashboard', to: '/' };
  if (!asset) return [dashboard, { label: '' }];
  return [dashboard, { label: asset.project_name, to: `/project/${asset.project_id}` }, { label: asset.title }];
}

export function AssetPage() {
  const { id = '' } = useParams();
  const { data: asset, error, isPending, refetch } = useAsset(id);
  return (
    <PageBody wide>
      <Breadcrumb items={crumbsOf(asset)} />
      {isPending && <p className="text-muted">Loading...</p>}
      {error && <LoadError message="Error loading data" onRetry={() => void refetch()} />}
      {asset && (
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold break-words">{asset.title}</h1>
          <p className="text-sm text-muted">Status: {STATUS_LABELS[asset.status]}</p>
        </div>
      )}
    </PageBody>
  );
}
