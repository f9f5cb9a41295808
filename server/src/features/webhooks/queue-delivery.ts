import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@review/contract/webhooks';
import type { Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { createWebhooksRepository } from './repository.ts';

/** Writes one delivery of a signed-to-be payload and the job that sends it, in the caller's transaction. */
export async function queueDelivery(trx: Db, hook: { id: number }, event: WebhookEvent, payload: string, messageId = `msg_${randomUUID()}`) {
  const delivery = await createWebhooksRepository(trx).insertDelivery({
    webhook_id: hook.id,
    event,
    message_id: messageId,
    payload,
    state: 'pending',
    status_code: null,
    duration_ms: null,
    response_excerpt: null,
    attempts: 0,
    created_at: new Date().toISOString(),
    last_attempt_at: null,
  });
  await enqueue(trx, 'deliver-webhook', { delivery_id: delivery.id });
  return delivery;
}
