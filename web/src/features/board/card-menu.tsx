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
  const navigate = useNavigate();
  const retry = useRetryRender(asset.id);
  const exports = useDownload();
  const pages = summariseAssetPages(asset);

  function handleRetry(variationId: number) {
    retry.mutate(variationId, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error('Failed to render the pages', { description: error.message }),
    });
  }

  return (
    <DropdownMenu trigger={<IconButton label={`Actions for ${asset.title}`} className="size-8"><MoreIcon /></IconButton>}>
      <MenuItem onSelect={() => void navigate(`/asset/${asset.id}`)}>Open</MenuItem>
      <MenuItem onSelect={() => void navigate(reviewersPanelPath(asset.id))}>Reviewers…</MenuItem>
      <MenuItem disabled={exports.isPending || asset.versions.length === 0} onSelect={() => exports.download(assetReport(asset.id))}>
        Export report
      </MenuItem>
      <MenuItem disabled={exports.isPending} onSelect={() => exports.download(assetComments(asset.id))}>
        Export comments (CSV)
      </MenuItem>
      {pages?.state === 'failed' && (
        <MenuItem disabled={retry.isPending} onSelect={() => handleRetry(pages.variationId)}>
          Retry rendering
        </MenuItem>
      )}
    </DropdownMenu>
  );
}
