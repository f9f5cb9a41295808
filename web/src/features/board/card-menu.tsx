import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Asset } from '@review/contract/assets';
import { DropdownMenu, MenuItem } from '../../ui/dropdown-menu.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { summariseAssetPages } from '../assets/page-summary.ts';
import { useRetryRender } from '../documents/use-retry-render.ts';
import { MoreIcon } from '../projects/project-icons.tsx';
import { assetComments, assetReport } from '../reports/report-downloads.ts';
import { useDownload } from '../reports/use-download.ts';
import { reviewersPanelPath } from '../reviews/reviewers-panel-path.ts';

/**
 * A card's actions: open its review screen, or open it on the Reviewers panel; export its newest
 * version's report or its comments; and, when its document's pages stopped rendering, render them
 * again (the board then shows them fill in).
 */
export function CardMenu({ asset }: { asset: Pick<Asset, 'id' | 'title' | 'versions'> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const retry = useRetryRender(asset.id);
  const exports = useDownload();
  const pages = summariseAssetPages(asset);

  function handleRetry(variationId: number) {
    retry.mutate(variationId, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(intl.formatMessage({ id: 'projects.cardMenu.retryFailed' }), { description: error.message }),
    });
  }

  return (
    <DropdownMenu trigger={<IconButton label={intl.formatMessage({ id: 'projects.actions.label' }, { name: asset.title })} className="size-8"><MoreIcon /></IconButton>}>
      <MenuItem onSelect={() => void navigate(`/asset/${asset.id}`)}>
        <FormattedMessage id="projects.cardMenu.open" />
      </MenuItem>
      <MenuItem onSelect={() => void navigate(reviewersPanelPath(asset.id))}>
        <FormattedMessage id="projects.cardMenu.reviewers" />
      </MenuItem>
      <MenuItem disabled={exports.isPending || asset.versions.length === 0} onSelect={() => exports.download(assetReport(asset.id))}>
        <FormattedMessage id="projects.cardMenu.exportReport" />
      </MenuItem>
      <MenuItem disabled={exports.isPending} onSelect={() => exports.download(assetComments(asset.id))}>
        <FormattedMessage id="projects.cardMenu.exportComments" />
      </MenuItem>
      {pages?.state === 'failed' && (
        <MenuItem disabled={retry.isPending} onSelect={() => handleRetry(pages.variationId)}>
          <FormattedMessage id="projects.cardMenu.retry" />
        </MenuItem>
      )}
    </DropdownMenu>
  );
}
