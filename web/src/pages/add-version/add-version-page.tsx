import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import type { Asset } from '@review/contract/assets';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { Breadcrumb, type Crumb } from '../../ui/breadcrumb.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { AddVersionForm } from '../../features/assets/add-version-form.tsx';
import { useAsset } from '../../features/assets/use-asset.ts';
import { ScreenSkeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

function crumbsOf(asset: Asset | undefined, intl: IntlShape): Crumb[] {
  const dashboard = { label: intl.formatMessage({ id: 'projects.dashboard.title' }), to: '/' };
  if (!asset) return [dashboard, { label: '' }];
  return [dashboard, { label: asset.project_name, to: `/project/${asset.project_id}` }, { label: asset.title, to: `/asset/${asset.id}` }, { label: intl.formatMessage({ id: 'projects.addVersion.title' }) }];
}

/** /add/{id}: the Add-version form as a page, for asset {id}; back on the asset once uploaded. */
export function AddVersionPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data: asset, error, isPending, refetch } = useAsset(id);
  useDocumentTitle(intl.formatMessage({ id: 'projects.addVersion.title' }), asset?.title, asset?.project_name);
  const navigate = useNavigate();
  return (
    <PageBody>
      <Breadcrumb items={crumbsOf(asset, intl)} />
      {isPending && <ScreenSkeleton />}
      {error && <LoadError message={intl.formatMessage({ id: 'projects.loadError' })} onRetry={() => void refetch()} />}
      {asset && (
        <>
          <PageHeader
            title={intl.formatMessage({ id: 'projects.addVersion.title' })}
            description={intl.formatMessage({ id: 'projects.addVersion.next' }, { version: (asset.versions[0]?.version ?? 0) + 1, title: asset.title })}
          />
          <div className="rounded-lg border border-line bg-surface p-5 sm:max-w-[500px]">
            <AddVersionForm
              assetId={asset.id}
              onUploaded={(version) => void navigate(`/asset/${asset.id}?version=${version.id}`)}
              secondaryAction={
                <Link to={`/asset/${asset.id}`} className={buttonClass('secondary')}>
                  <FormattedMessage id="projects.cancel" />
                </Link>
              }
            />
          </div>
        </>
      )}
    </PageBody>
  );
}
