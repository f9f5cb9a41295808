import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import { WEBHOOK_EVENTS } from '@review/contract/webhooks';
import { Dialog } from '../../ui/dialog.tsx';
import { OneTimeSecret } from '../../ui/one-time-secret.tsx';
import { useCreateWebhook } from './use-webhooks.ts';
import { WebhookForm } from './webhook-form.tsx';

/** A new hook, every event ticked to start with; once made, its signing secret, shown this once. */
export function AddWebhookDialog({ projectId, onClose, returnFocusTo }: { projectId: number; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const intl = useIntl();
  const create = useCreateWebhook(projectId);
  const created = create.data?.data;

  return (
    <Dialog
      title={intl.formatMessage({ id: created ? 'integrations.webhooks.add.doneTitle' : 'integrations.webhooks.add.title' })}
      description={intl.formatMessage({ id: created ? 'integrations.webhooks.add.doneDescription' : 'integrations.webhooks.add.description' })}
      className="max-w-lg"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {created ? (
        <OneTimeSecret
          label={intl.formatMessage({ id: 'integrations.webhooks.add.secret' })}
          value={created.secret}
          copiedMessage={intl.formatMessage({ id: 'integrations.webhooks.add.secretCopied' })}
          onDone={onClose}
        />
      ) : (
        <WebhookForm
          initial={{ url: '', events: [...WEBHOOK_EVENTS], active: true }}
          hasActiveField
          submitLabel={intl.formatMessage({ id: 'integrations.webhooks.add.action' })}
          pendingLabel={intl.formatMessage({ id: 'integrations.webhooks.add.pending' })}
          isPending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body, { onSuccess: (reply) => toast.success(reply.message) })}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
