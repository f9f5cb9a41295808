import type { RefObject } from 'react';
import { toast } from 'sonner';
import { WEBHOOK_EVENTS } from '@review/contract/webhooks';
import { Dialog } from '../../ui/dialog.tsx';
import { OneTimeSecret } from '../../ui/one-time-secret.tsx';
import { useCreateWebhook } from './use-webhooks.ts';
import { WebhookForm } from './webhook-form.tsx';

/** A new hook, every event ticked to start with; once made, its signing secret, shown this once. */
export function AddWebhookDialog({ projectId, onClose, returnFocusTo }: { projectId: number; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const create = useCreateWebhook(projectId);
  const created = create.data?.data;

  return (
    <Dialog
      title={created ? 'Webhook added' : 'Add a webhook'}
      description={created ? 'Receivers check each request’s webhook-signature header with this secret.' : 'Tell another tool when something happens in this project.'}
      className="max-w-lg"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {created ? (
        <OneTimeSecret label="Signing secret" value={created.secret} copiedMessage="Secret copied" onDone={onClose} />
      ) : (
        <WebhookForm
          initial={{ url: '', events: [...WEBHOOK_EVENTS], active: true }}
          hasActiveField
          submitLabel="Add webhook"
          pendingLabel="Adding..."
          isPending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body, { onSuccess: (reply) => toast.success(reply.message) })}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
