import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Webhook } from '@review/contract/webhooks';
import { Dialog } from '../../ui/dialog.tsx';
import { useUpdateWebhook } from './use-webhooks.ts';
import { WebhookForm } from './webhook-form.tsx';

/** A hook's URL and events; its secret stays as it is. */
export function EditWebhookDialog({ webhook, onClose, returnFocusTo }: { webhook: Webhook; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const intl = useIntl();
  const update = useUpdateWebhook(webhook.project_id);
  return (
    <Dialog title={intl.formatMessage({ id: 'integrations.webhooks.edit.title' })} className="max-w-lg" onClose={onClose} returnFocusTo={returnFocusTo}>
      <WebhookForm
        initial={{ url: webhook.url, events: webhook.events }}
        hasActiveField={false}
        submitLabel={intl.formatMessage({ id: 'integrations.common.save' })}
        pendingLabel={intl.formatMessage({ id: 'integrations.common.saving' })}
        isPending={update.isPending}
        error={update.error}
        onSubmit={(body) =>
          update.mutate(
            { id: webhook.id, ...body },
            {
              onSuccess: (reply) => {
                toast.success(reply.message);
                onClose();
              },
            },
          )
        }
        onCancel={onClose}
      />
    </Dialog>
  );
}
