import { useIntl } from 'react-intl';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { toast } from 'sonner';
import type { Asset } from '@review/contract/assets';
import { STATUS_LABELS, type AssetStatus } from '@review/contract/statuses';
import { buttonClass } from '../../../ui/button.tsx';
import { CheckIcon, ChevronDownIcon } from '../../../ui/icons.tsx';
import { assetKey } from '../../../features/assets/assets-keys.ts';
import { statusLabel } from '../../../features/assets/status-label.ts';
import { STATUS_TONES } from '../../../features/assets/status-tone.ts';
import { useUpdateAssetStatus } from '../../../features/assets/use-update-asset-status.ts';

/** The four statuses in workflow order (read from the labels, so zod stays out of this screen). */
const STATUSES = Object.keys(STATUS_LABELS) as AssetStatus[];
const isStatus = (value: string): value is AssetStatus => (STATUSES as string[]).includes(value);

/** The review status with its colour; choosing another saves it at once (any status may follow any other). */
export function StatusMenu({ asset }: { asset: Asset }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const updateStatus = useUpdateAssetStatus();

  const handleChange = (status: AssetStatus) => {
    if (status === asset.status) return;
    const key = assetKey(asset.id);
    const previous = queryClient.getQueryData<Asset>(key);
    if (previous) queryClient.setQueryData<Asset>(key, { ...previous, status });
    updateStatus.mutate(
      { asset, status },
      {
        onSuccess: () => toast.success(intl.formatMessage({ id: 'asset.status.updated' })),
        onError: () => {
          if (previous) queryClient.setQueryData(key, previous);
          toast.error(intl.formatMessage({ id: 'asset.status.error' }), { description: intl.formatMessage({ id: 'asset.status.errorDescription' }) });
        },
      },
    );
  };

  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger aria-label={intl.formatMessage({ id: 'asset.status.trigger' }, { status: statusLabel(intl, asset.status) })} className={buttonClass('secondary', 'sm', 'min-w-32 justify-between gap-3 sm:min-w-40 xl:max-2xl:min-w-0')}>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className={clsx('size-2.5 rounded-full', STATUS_TONES[asset.status].solid)} />
          {statusLabel(intl, asset.status)}
        </span>
        <ChevronDownIcon />
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content align="end" sideOffset={4} collisionPadding={8} className="z-50 min-w-44 rounded-lg border border-line bg-surface p-1 text-fg shadow-lg">
          <RadixMenu.Label className="px-3 py-1.5 text-xs font-medium text-muted">{intl.formatMessage({ id: 'asset.status.label' })}</RadixMenu.Label>
          <RadixMenu.RadioGroup value={asset.status} onValueChange={(value) => isStatus(value) && handleChange(value)}>
            {STATUSES.map((status) => (
              <RadixMenu.RadioItem
                key={status}
                value={status}
                className="flex h-9 cursor-default items-center gap-2 rounded-md px-3 text-sm outline-none select-none data-[highlighted]:bg-subtle"
              >
                <span aria-hidden="true" className={clsx('size-2.5 rounded-full', STATUS_TONES[status].solid)} />
                <span className="flex-1">{statusLabel(intl, status)}</span>
                <RadixMenu.ItemIndicator>
                  <CheckIcon />
                </RadixMenu.ItemIndicator>
              </RadixMenu.RadioItem>
            ))}
          </RadixMenu.RadioGroup>
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
