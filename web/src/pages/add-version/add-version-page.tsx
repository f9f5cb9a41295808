import { useParams } from 'react-router';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { useAsset } from '../../features/assets/use-asset.ts';

/** /add/{id}: adds a version to asset {id}. */
export function AddVersionPage() {
  const { id = '' } = useParams();
  const { data: asset, error, isPending, refetch } = useAsset(id);
  return (
    <PageBody>
      <Breadcrumb items={[{ label: 'Dashboard', to: '/' }, ...(asset ? [{ label: asset.title, to: `/asset/${asset.id}` }] : []), { label: 'Add version' }]} />
      <PageHeader title="Add version" description={asset ? `A new version of ${asset.title}.` : undefined} />
      {isPending && <p className="text-muted">Loading...</p>}
      {error && <LoadError message="Error loading data" onRetry={() => void refetch()} />}
    </PageBody>
  );
}
