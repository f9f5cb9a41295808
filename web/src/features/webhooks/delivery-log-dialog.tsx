import type { RefObject } from 'react';
import { toast } from 'sonner';
import clsx from 'clsx';
import type { Webhook, WebhookDelivery } from '@review/contract/webhooks';
import { describeError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { useRedeliver, useWebhookDeliveries } from './use-webhooks.ts';
import { EVENT_LABELS, describeDuration, describeState, describeStatus } from './webhook-labels.ts';

const STATE_TONES: Record<WebhookDelivery['state'], string> = { pending: 'text-muted', delivered: 'text-success', failed: 'text-danger' };

function DeliveryRow({ delivery, webhookId }: { delivery: WebhookDelivery; webhookId: number }) {
  const redeliver = useRedeliver(webhookId);

  function handleRedeliver() {
    redeliver.mutate(delivery.id, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(describeError(error)),
    });
  }

  return (
    <tr className="border-t border-line align-top">
      <td className="py-2 pe-3 whitespace-nowrap">
        <time dateTime={delivery.created_at}>{formatDateTime(delivery.created_at)}</time>
      </td>
      <td className="py-2 pe-3 whitespace-nowrap">{EVENT_LABELS[delivery.event]}</td>
      <td className={clsx('py-2 pe-3 font-medium whitespace-nowrap', STATE_TONES[delivery.state])}>{describeState(delivery)}</td>
      <td className="tabular py-2 pe-3">{describeStatus(delivery)}</td>
      <td className="tabular py-2 pe-3 whitespace-nowrap">{describeDuration(delivery.duration_ms)}</td>
      <td className="max-w-56 py-2 pe-3">
        <span className="block truncate font-mono text-xs text-muted" title={delivery.response_excerpt ?? undefined}>
          {delivery.response_excerpt ?? '—'}
        </span>
      </td>
      <td className="py-1 text-end">
        <Button variant="secondary" size="sm" disabled={redeliver.isPending} onClick={handleRedeliver} aria-label={`Redeliver ${EVENT_LABELS[delivery.event]} of ${formatDateTime(delivery.created_at)}`}>
          {redeliver.isPending ? 'Sending...' : 'Redeliver'}
        </Button>
      </td>
    </tr>
  );
}

/** The hook's last 100 deliveries, newest first, read again every few seconds while open; any one can be sent again. */
export function DeliveryLogDialog({ webhook, onClose, returnFocusTo }: { webhook: Webhook; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const { data: deliveries, error, isPending, refetch } = useWebhookDeliveries(webhook.id);
  return (
    <Dialog title="Delivery log" description={<span className="break-all">{webhook.url}</span>} className="max-w-5xl" onClose={onClose} returnFocusTo={returnFocusTo}>
      {isPending && <p className="text-sm text-muted">Loading...</p>}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {deliveries?.length === 0 && <p className="text-sm text-muted">No deliveries yet. They appear here as the chosen events happen.</p>}
      {deliveries && deliveries.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="pb-2 pe-3 font-medium">Time</th>
                <th scope="col" className="pb-2 pe-3 font-medium">Event</th>
                <th scope="col" className="pb-2 pe-3 font-medium">State</th>
                <th scope="col" className="pb-2 pe-3 font-medium">Status</th>
                <th scope="col" className="pb-2 pe-3 font-medium">Duration</th>
                <th scope="col" className="pb-2 pe-3 font-medium">Response</th>
                <th scope="col" className="pb-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} webhookId={webhook.id} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
