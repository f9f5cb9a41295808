import type { WebhookDelivery, WebhookEvent } from '@review/contract/webhooks';

/** Short human names of the events, in the contract's order for the checkboxes. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'asset.created': 'Design added',
  'version.created': 'New version uploaded',
  'comment.created': 'Comment added',
  'comment.resolved': 'Comment resolved',
  'status.changed': 'Status changed',
  'decision.made': 'Reviewer decided',
  'asset.approved': 'Design approved',
  'link.comment': 'Guest commented on a review link',
  'stage.started': 'Review stage started',
  'stage.completed': 'Review stage completed',
  'version.compared': 'New version compared with the previous',
};

export const STATE_LABELS: Record<WebhookDelivery['state'], string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };

/** The events of a hook as one line: 'Comment added, Status changed'; every event as 'All events'. */
export function describeEvents(events: readonly WebhookEvent[]): string {
  if (events.length === Object.keys(EVENT_LABELS).length) return 'All events';
  return events.map((event) => EVENT_LABELS[event]).join(', ');
}

/** What the receiver answered: its status code, or that it did not answer (refused, timed out). */
export function describeStatus(delivery: Pick<WebhookDelivery, 'status_code' | 'state'>): string {
  if (delivery.status_code !== null) return String(delivery.status_code);
  return delivery.state === 'pending' ? '—' : 'No answer';
}

/** '120 ms', '2.4 s'; a dash before the first try. */
export function describeDuration(durationMs: number | null): string {
  if (durationMs === null) return '—';
  return durationMs < 1000 ? `${durationMs} ms` : `${(durationMs / 1000).toFixed(1)} s`;
}

/** A pending delivery that already failed once is waiting for its next try, which the log says with its attempts. */
export function describeState(delivery: Pick<WebhookDelivery, 'state' | 'attempts'>): string {
  if (delivery.state === 'pending' && delivery.attempts > 0) return `Retrying (${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'})`;
  return STATE_LABELS[delivery.state];
}
