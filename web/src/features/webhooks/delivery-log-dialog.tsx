import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import clsx from 'clsx';
import type { Webhook, WebhookDelivery } from '@review/contract/webhooks';
import type { MessageId } from '../../i18n/index.ts';
import { describeError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { useRedeliver, useWebhookDeliveries } from './use-webhooks.ts';
import { describeDuration, describeState, describeStatus, eventLabel } from './webhook-labels.ts';

/** The log's headings, in the order of its cells; the last column, the actions, is named for screen readers only. */
const COLUMNS = [
  'integrations.webhooks.log.column.time',
  'integrations.webhooks.log.column.event',
  'integrations.webhooks.log.column.state',
  'integrations.webhooks.log.column.status',
  'integrations.webhooks.log.column.duration',
  'integrations.webhooks.log.column.response',
] satisfies MessageId[];

const STATE_TONES: Record<WebhookDelivery['state'], string> = { pending: 'text-muted', delivered: 'text-success', failed: 'text-danger' };

function DeliveryRow({ delivery, webhookId }: { delivery: WebhookDelivery; webhookId: number }) {
  const intl = useIntl();
  const redeliver = useRedeliver(webhookId);
  const event = eventLabel(delivery.event);
  const time = formatDateTime(delivery.created_at);

  function handleRedeliver() {
    redeliver.mutate(delivery.id, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(describeError(error)),
    });
  }

  return (
    <tr className="border-t border-line align-top">
      <td className="py-2 pe-3 whitespace-nowrap">
        <time dateTime={delivery.created_at}>{time}</time>
      </td>
      <td className="py-2 pe-3">{event}</td>
      <td className={clsx('py-2 pe-3 font-medium', STATE_TONES[delivery.state])}>{describeState(delivery)}</td>
      <td className="tabular py-2 pe-3">{describeStatus(delivery)}</td>
      <td className="tabular py-2 pe-3 whitespace-nowrap">{describeDuration(delivery.duration_ms)}</td>
      <td className="max-w-56 py-2 pe-3">
        <span className="block truncate font-mono text-xs text-muted" title={delivery.response_excerpt ?? undefined}>
          {delivery.response_excerpt ?? '—'}
        </span>
      </td>
      <td className="py-1 text-end">
        <Button variant="secondary" size="sm" disabled={redeliver.isPending} onClick={handleRedeliver} aria-label={intl.formatMessage({ id: 'integrations.webhooks.log.redeliverLabel' }, { event, time })}>
          {intl.formatMessage({ id: redeliver.isPending ? 'integrations.webhooks.log.redelivering' : 'integrations.webhooks.log.redeliver' })}
        </Button>
      </td>
    </tr>
  );
}

/** The hook's last 100 deliveries, newest first, read again every few seconds while open; any one can be sent again. */
export function DeliveryLogDialog({ webhook, onClose, returnFocusTo }: { webhook: Webhook; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const intl = useIntl();
  const { data: deliveries, error, isPending, refetch } = useWebhookDeliveries(webhook.id);
  return (
    <Dialog title={intl.formatMessage({ id: 'integrations.webhooks.log.title' })} description={<span className="break-all">{webhook.url}</span>} className="max-w-5xl" onClose={onClose} returnFocusTo={returnFocusTo}>
      {isPending && <p className="text-sm text-muted">{intl.formatMessage({ id: 'integrations.common.loading' })}</p>}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {deliveries?.length === 0 && <p className="text-sm text-muted">{intl.formatMessage({ id: 'integrations.webhooks.log.empty' })}</p>}
      {deliveries && deliveries.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-xs text-muted">
              <tr>
                {COLUMNS.map((id) => (
                  <th key={id} scope="col" className="pb-2 pe-3 text-start font-medium">
                    {intl.formatMessage({ id })}
                  </th>
                ))}
                <th scope="col" className="pb-2 font-medium">
                  <span className="sr-only">{intl.formatMessage({ id: 'integrations.common.actions' })}</span>
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
