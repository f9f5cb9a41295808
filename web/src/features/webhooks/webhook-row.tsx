import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Webhook } from '@review/contract/webhooks';
import { describeError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Switch } from '../../ui/switch.tsx';
import { DeliveryLogDialog } from './delivery-log-dialog.tsx';
import { EditWebhookDialog } from './edit-webhook-dialog.tsx';
import { useDeleteWebhook, useUpdateWebhook } from './use-webhooks.ts';
import { describeEvents } from './webhook-labels.ts';

type OpenDialog = 'log' | 'edit' | 'delete' | null;

/** One hook: where it sends, what, whether it is on (and why the server switched it off), and its log, edit and delete. */
export function WebhookRow({ webhook }: { webhook: Webhook }) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const logRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const update = useUpdateWebhook(webhook.project_id);
  const remove = useDeleteWebhook(webhook.project_id);
  const close = () => setDialog(null);

  function handleActiveChange(active: boolean) {
    update.mutate(
      { id: webhook.id, active },
      {
        onSuccess: (reply) => toast.success(reply.message),
        onError: (error) => toast.error(describeError(error)),
      },
    );
  }

  // The promise rather than mutate's callbacks: those are dropped once the deleted hook leaves the list.
  function handleDelete() {
    remove.mutateAsync(webhook.id).then(
      (reply) => toast.success(reply.message),
      () => undefined, // shown in the dialog, from remove.error
    );
  }

  return (
    <li className="flex flex-col gap-2 rounded-md border border-line p-3">
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-mono text-xs break-all">{webhook.url}</span>
        <Switch checked={webhook.active} label={intl.formatMessage({ id: 'integrations.webhooks.row.activeLabel' }, { url: webhook.url })} disabled={update.isPending} onChange={handleActiveChange} />
      </div>
      <p className="text-xs text-muted">{describeEvents(webhook.events)}</p>
      {webhook.disabled_reason && <p className="text-xs text-danger">{intl.formatMessage({ id: 'integrations.webhooks.row.switchedOff' }, { reason: webhook.disabled_reason })}</p>}
      <div className="flex flex-wrap gap-1">
        <Button ref={logRef} variant="secondary" size="sm" onClick={() => setDialog('log')}>
          {intl.formatMessage({ id: 'integrations.webhooks.log.title' })}
        </Button>
        <Button ref={editRef} variant="ghost" size="sm" onClick={() => setDialog('edit')}>
          {intl.formatMessage({ id: 'integrations.common.edit' })}
        </Button>
        <Button ref={deleteRef} variant="ghost" size="sm" onClick={() => setDialog('delete')}>
          {intl.formatMessage({ id: 'integrations.common.delete' })}
        </Button>
      </div>
      {dialog === 'log' && <DeliveryLogDialog webhook={webhook} onClose={close} returnFocusTo={logRef} />}
      {dialog === 'edit' && <EditWebhookDialog webhook={webhook} onClose={close} returnFocusTo={editRef} />}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'integrations.webhooks.delete.title' })}
          confirmLabel={intl.formatMessage({ id: 'integrations.common.delete' })}
          pendingLabel={intl.formatMessage({ id: 'integrations.common.deleting' })}
          isPending={remove.isPending}
          error={remove.error ? describeError(remove.error) : undefined}
          onConfirm={handleDelete}
          onClose={close}
          returnFocusTo={deleteRef}
        >
          <FormattedMessage id="integrations.webhooks.delete.body" values={{ url: webhook.url, receiver: (chunks) => <span className="break-all">{chunks}</span> }} />
        </ConfirmDialog>
      )}
    </li>
  );
}
