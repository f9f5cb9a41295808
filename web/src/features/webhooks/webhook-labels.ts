import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEvent } from '@review/contract/webhooks';
import { currentIntl, type MessageId } from '../../i18n/index.ts';

/** Short human names of the events; the event names themselves are the receiver's API and stay as they are. */
const EVENT_LABELS = {
  'asset.created': 'integrations.webhooks.event.assetCreated',
  'version.created': 'integrations.webhooks.event.versionCreated',
  'comment.created': 'integrations.webhooks.event.commentCreated',
  'comment.resolved': 'integrations.webhooks.event.commentResolved',
  'status.changed': 'integrations.webhooks.event.statusChanged',
  'decision.made': 'integrations.webhooks.event.decisionMade',
  'asset.approved': 'integrations.webhooks.event.assetApproved',
  'link.comment': 'integrations.webhooks.event.linkComment',
  'stage.started': 'integrations.webhooks.event.stageStarted',
  'stage.completed': 'integrations.webhooks.event.stageCompleted',
  'version.compared': 'integrations.webhooks.event.versionCompared',
} satisfies Record<WebhookEvent, MessageId>;

const STATE_LABELS = {
  pending: 'integrations.webhooks.state.pending',
  delivered: 'integrations.webhooks.state.delivered',
  failed: 'integrations.webhooks.state.failed',
} satisfies Record<WebhookDelivery['state'], MessageId>;

/** An event as a person reads it: 'Comment added'. */
export function eventLabel(event: WebhookEvent): string {
  return currentIntl().formatMessage({ id: EVENT_LABELS[event] });
}

/** The events of a hook as one line: 'Comment added, Status changed'; every event as 'All events'. */
export function describeEvents(events: readonly WebhookEvent[]): string {
  const intl = currentIntl();
  if (events.length === WEBHOOK_EVENTS.length) return intl.formatMessage({ id: 'integrations.webhooks.events.all' });
  return intl.formatList(events.map(eventLabel), { type: 'unit', style: 'short' });
}

/** What the receiver answered: its status code, or that it did not answer (refused, timed out). */
export function describeStatus(delivery: Pick<WebhookDelivery, 'status_code' | 'state'>): string {
  if (delivery.status_code !== null) return String(delivery.status_code);
  return delivery.state === 'pending' ? '—' : currentIntl().formatMessage({ id: 'integrations.webhooks.status.noAnswer' });
}

/** '120 ms', '2.4 s'; a dash before the first try. */
export function describeDuration(durationMs: number | null): string {
  if (durationMs === null) return '—';
  const intl = currentIntl();
  if (durationMs < 1000) return intl.formatMessage({ id: 'integrations.webhooks.duration.ms' }, { value: intl.formatNumber(durationMs) });
  return intl.formatMessage({ id: 'integrations.webhooks.duration.s' }, { value: intl.formatNumber(durationMs / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
}

/** A pending delivery that already failed once is waiting for its next try, which the log says with its attempts. */
export function describeState(delivery: Pick<WebhookDelivery, 'state' | 'attempts'>): string {
  const intl = currentIntl();
  if (delivery.state === 'pending' && delivery.attempts > 0) return intl.formatMessage({ id: 'integrations.webhooks.state.retrying' }, { attempts: delivery.attempts });
  return intl.formatMessage({ id: STATE_LABELS[delivery.state] });
}
