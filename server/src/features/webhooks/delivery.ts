import { Webhook as Signer } from 'standardwebhooks';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import { createWebhookMessages } from './payloads.ts';
import { readEvents } from './presenter.ts';
import { queueDelivery } from './queue-delivery.ts';
import { createWebhooksRepository, type WebhookRow } from './repository.ts';
import { sendWebhook } from './sender.ts';

/** A hook whose deliveries have all failed for this long is switched off. */
const FAILING_FOR_MS = 24 * 60 * 60_000;
const now = () => new Date().toISOString();

/**
 * The sending side of webhooks: every event of a project a hook follows becomes a delivery, written
 * with the change and sent by the durable jobs, signed the Standard Webhooks way.
 */
export function createWebhookDelivery(db: Db, { publicUrl, allowPrivate, announce }: { publicUrl: string; allowPrivate: boolean; announce: Announce }) {
  const repo = createWebhooksRepository(db);
  const messageOf = createWebhookMessages(publicUrl);

  /** A delivery failed: once the hook has failed for a day straight, it is switched off and its managers told. */
  async function recordFailure(hook: WebhookRow) {
    const at = now();
    const since = hook.failing_since ?? at;
    if (Date.parse(at) - Date.parse(since) < FAILING_FOR_MS) {
      if (!hook.failing_since) await repo.update(hook.id, { failing_since: at });
      return;
    }
    await db.transaction().execute(async (trx) => {
      await createWebhooksRepository(trx).update(hook.id, { active: 0, disabled_reason: 'Every delivery failed for 24 hours.', updated_at: at });
      await announce(trx, { type: 'webhook.disabled', webhook_id: hook.id, project_id: hook.project_id, url: hook.url });
    });
  }

  return {
    /** Domain-event listener: a delivery per following hook, in the transaction of the change. */
    async onEvent(trx: Db, event: DomainEvent) {
      const message = await messageOf(trx, event);
      if (!message) return;
      const hooks = await createWebhooksRepository(trx).listActive(message.projectId);
      if (hooks.length === 0) return;
      const timestamp = now();
      for (const hook of hooks) {
        const follows = readEvents(hook.events);
        for (const type of message.types.filter((candidate) => follows.includes(candidate))) {
          await queueDelivery(trx, hook, type, JSON.stringify({ type, timestamp, data: message.data }));
        }
      }
    },

    /**
     * One attempt at a delivery (the job's run): signed with the hook's current secret and a fresh
     * timestamp under the delivery's fixed message id; a non-2xx answer or none throws, so the job
     * is tried again with backoff.
     */
    async attempt(deliveryId: number) {
      const delivery = await repo.findDelivery(deliveryId);
      const hook = delivery && (await repo.find(delivery.webhook_id));
      if (!delivery || !hook) return;
      if (!hook.active) {
        await repo.updateDelivery(delivery.id, { state: 'failed', response_excerpt: 'The webhook is switched off.' });
        return;
      }
      const sentAt = new Date();
      const signature = new Signer(hook.secret).sign(delivery.message_id, sentAt, delivery.payload);
      const headers = { 'webhook-id': delivery.message_id, 'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)), 'webhook-signature': signature };
      const result = await sendWebhook(hook.url, headers, delivery.payload, allowPrivate);
      const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      await repo.updateDelivery(delivery.id, {
        // A refused address is the hook's to fix, not the receiver's to recover from: no day of retries.
        state: delivered ? 'delivered' : result.refused ? 'failed' : 'pending',
        status_code: result.statusCode,
        duration_ms: result.durationMs,
        response_excerpt: result.excerpt.slice(0, 1024),
        attempts: delivery.attempts + 1,
        last_attempt_at: sentAt.toISOString(),
      });
      await repo.prune(hook.id);
      if (delivered) {
        if (hook.failing_since) await repo.update(hook.id, { failing_since: null });
        return;
      }
      await recordFailure(hook);
      if (result.refused) return;
      throw new Error(result.statusCode === null ? result.excerpt : `The receiver answered ${result.statusCode}.`);
    },

    /** The job gave up (a day of failures): the delivery is marked failed for the log. */
    async giveUp(deliveryId: number) {
      await repo.updateDelivery(deliveryId, { state: 'failed' });
    },
  };
}
