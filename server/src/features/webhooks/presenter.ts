import { WebhookEventSchema, type Webhook, type WebhookDelivery, type WebhookEvent } from '@review/contract/webhooks';
import type { DeliveryRow, WebhookRow } from './repository.ts';

/** The events a hook follows, as stored; a name no longer known is left out. */
export const readEvents = (json: string): WebhookEvent[] => (JSON.parse(json) as string[]).filter((event): event is WebhookEvent => WebhookEventSchema.safeParse(event).success);

export const present = (row: WebhookRow): Webhook => ({
  id: row.id,
  project_id: row.project_id,
  url: row.url,
  events: readEvents(row.events),
  active: row.active === 1,
  created_at: row.created_at,
  disabled_reason: row.disabled_reason,
});

export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: WebhookEventSchema.parse(row.event),
  state: row.state === 'delivered' || row.state === 'failed' ? row.state : 'pending',
  status_code: row.status_code,
  duration_ms: row.duration_ms,
  response_excerpt: row.response_excerpt,
  attempts: row.attempts,
  created_at: row.created_at,
  last_attempt_at: row.last_attempt_at,
});
