import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router';
import type { Asset } from '@review/contract/assets';
import { Breadcrumb, type Crumb } from '../../ui/breadcrumb.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { ScreenSkeleton } from '../../ui/skeleton.tsx';
import { useAsset } from '../../features/assets/use-asset.ts';
import { ReviewScreen } from './review-screen.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

function crumbsOf(asset: Asset | undefined, intl: IntlShape): Crumb[] {
  const dashboard = { label: intl.formatMessage({ id: 'asset.page.dashboard' }), to: '/' };
  if (!asset) return [dashboard, { label: '' }];
  return [dashboard, { label: asset.project_name, to: `/project/${asset.project_id}` }, { label: asset.title }];
}

/** `/asset/{id}`: the asset viewer and review screen. */
export function AssetPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data: asset, error, isPending, refetch } = useAsset(id);
  useDocumentTitle(asset?.title, asset?.project_name);
  return (
    // From xl the screen is the window's height (less the 57 px top bar), so the design fills what the controls leave.
    <div className="flex w-full min-w-0 flex-col gap-3 px-3 py-4 sm:px-6 xl:h-[calc(100dvh-57px)] xl:px-4 xl:py-2">
      {!asset && <Breadcrumb items={crumbsOf(asset, intl)} />}
      {isPending && <ScreenSkeleton shape="review" />}
      {error && (
        <div className="flex flex-col gap-1">
          <LoadError message={intl.formatMessage({ id: 'asset.page.loadError' })} onRetry={() => void refetch()} />
          <p className="text-sm text-muted">{intl.formatMessage({ id: 'asset.common.error' }, { message: error.message })}</p>
        </div>
      )}
      {asset && <ReviewScreen key={asset.id} asset={asset} breadcrumb={<Breadcrumb items={crumbsOf(asset, intl)} />} />}
    </div>
  );
}
