import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Asset } from '@review/contract/assets';
import type { AssetStatus } from '@review/contract/statuses';
import { ApiError } from '../../lib/api-error.ts';
import { useUpdateAssetStatus } from '../assets/use-update-asset-status.ts';

/** The server's answer when an asset has nothing to review yet; the spec only logs it. */
const NO_VERSION = 'No version found for this asset.';

/** Moves a card to a status: at once on the board, then `PUT /assets/{id}`, with the spec's toasts. */
export function useMoveAsset() {
  const intl = useIntl();
  const update = useUpdateAssetStatus();
  return (asset: Asset, status: AssetStatus) => {
    update.mutate(
      { asset, status },
      {
        onSuccess: (reply) => toast.success(reply.message || intl.formatMessage({ id: 'projects.board.statusUpdated' })),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404 && error.message === NO_VERSION) {
            console.warn(NO_VERSION, asset.id);
            return;
          }
          toast.error(intl.formatMessage({ id: 'projects.board.moveFailed' }), { description: intl.formatMessage({ id: 'projects.board.moveFailedDetail' }) });
        },
      },
    );
  };
}
