import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook as Signer } from 'standardwebhooks';
import {
  WEBHOOK_LIMIT_REACHED,
  WEBHOOK_URL_TAKEN,
  WebhookEventSchema,
  WEBHOOKS_PER_PROJECT,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '@review/contract/webhooks';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import { invalid, notFound } from '../../errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { UserRow } from '../auth/repository.ts';
import { createPlanUsageRepository } from '../plans/repository.ts';
import { authorize, findVisibleProject } from '../projects/policy.ts';
import { createWebhookMessages } from './payloads.ts';
import { createWebhooksRepository, type DeliveryRow, type WebhookRow } from './repository.ts';
import { assertPublicUrl, PrivateAddressError } from './safe-url.ts';
import { sendWebhook } from './sender.ts';

/** A hook whose deliveries have all failed for this long is switched off. */
export const FAILING_FOR_MS = 24 * 60 * 60_000;
const HOOK_NOT_FOUND = 'Webhook not found.';
const DELIVERY_NOT_FOUND = 'Delivery not found.';
const now = () => new Date().toISOString();
/** The URL as it is requested: `HTTPS://Example.com` and `https://example.com/` are one receiver. */
const normalised = (url: string) => new URL(url).href;

const readEvents = (json: string): WebhookEvent[] => (JSON.parse(json) as string[]).filter((event): event is WebhookEvent => WebhookEventSchema.safeParse(event).success);

const present = (row: WebhookRow): Webhook => ({
  id: row.id,
  project_id: row.project_id,
  url: row.url,
  events: readEvents(row.events),
  active: row.active === 1,
  created_at: row.created_at,
  disabled_reason: row.disabled_reason,
});

const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
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

/** Writes one delivery of a signed-to-be payload and the job that sends it, in the caller's transaction. */
async function queueDelivery(trx: Db, hook: { id: number }, event: WebhookEvent, payload: string, messageId = `msg_${randomUUID()}`) {
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
    created_at: now(),
    last_attempt_at: null,
  });
  await enqueue(trx, 'deliver-webhook', { delivery_id: delivery.id });
  return delivery;
}

/**
 * Project webhooks: managers add them; every event of the project a hook follows becomes a delivery,
 * written with the change and sent by the durable jobs, signed the Standard Webhooks way.
 */
export function createWebhooksService(db: Db, { publicUrl, allowPrivate, announce }: { publicUrl: string; allowPrivate: boolean; announce: Announce }) {
  const repo = createWebhooksRepository(db);
  const messageOf = createWebhookMessages(publicUrl);

  async function checkedUrl(url: string) {
    await assertPublicUrl(url, allowPrivate).catch((error: unknown) => {
      if (error instanceof PrivateAddressError) throw invalid(error.message, { url: error.message });
      throw error;
    });
    return url;
  }

  async function findManagedProject(user: UserRow, projectId: number) {
    const { project, role } = await findVisibleProject(db, user.id, projectId);
    authorize(role, 'project.update');
    return project;
  }

  /** A hook of a project the user manages, with its project; 404 for one they cannot see. */
  async function findManagedHook(user: UserRow, hookId: number, missing = HOOK_NOT_FOUND) {
    const hook = await repo.find(hookId);
    if (!hook) throw notFound(missing);
    const { project, role } = await findVisibleProject(db, user.id, hook.project_id, missing);
    authorize(role, 'project.update');
    return { hook, project };
  }

  /**
   * A project has at most WEBHOOKS_PER_PROJECT hooks (`adding` one more is then refused) and no two
   * to the same URL, each event being sent once per hook. Run in the transaction that writes, after
   * the owner's account lock, so that two requests at once cannot both pass.
   */
  async function assertRoomFor(trx: Db, project: { id: number; user_id: number }, url: string, { adding, hookId }: { adding: boolean; hookId?: number }) {
    await createPlanUsageRepository(trx).lockAccount(project.user_id);
    const hooks = createWebhooksRepository(trx);
    if (adding && (await hooks.countOfProject(project.id)) >= WEBHOOKS_PER_PROJECT) throw invalid(WEBHOOK_LIMIT_REACHED);
    const others = (await hooks.listUrlsOfProject(project.id)).filter((other) => other.id !== hookId);
    if (others.some((other) => normalised(other.url) === normalised(url))) throw invalid(WEBHOOK_URL_TAKEN, { url: WEBHOOK_URL_TAKEN });
  }

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
    async create(user: UserRow, projectId: number, body: CreateWebhookBody) {
      const project = await findManagedProject(user, projectId);
      const url = await checkedUrl(body.url);
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        await assertRoomFor(trx, project, url, { adding: true });
        return createWebhooksRepository(trx).insert({
          project_id: project.id,
          url,
          events: JSON.stringify(body.events),
          active: body.active === false ? 0 : 1,
          // Standard Webhooks' form: the receiver's library takes it as is.
          secret: `whsec_${randomBytes(24).toString('base64')}`,
          created_by_user_id: user.id,
          created_at: at,
          updated_at: at,
          failing_since: null,
          disabled_reason: null,
        });
      });
      return { ...present(row), secret: row.secret };
    },

    async list(user: UserRow, projectId: number) {
      const project = await findManagedProject(user, projectId);
      return (await repo.listOfProject(project.id)).map(present);
    },

    async update(user: UserRow, hookId: number, body: UpdateWebhookBody) {
      const { hook, project } = await findManagedHook(user, hookId);
      const url = body.url === undefined ? undefined : await checkedUrl(body.url);
      await db.transaction().execute(async (trx) => {
        if (url !== undefined && normalised(url) !== normalised(hook.url)) await assertRoomFor(trx, project, url, { adding: false, hookId: hook.id });
        await createWebhooksRepository(trx).update(hook.id, {
          ...(url !== undefined && { url }),
          ...(body.events !== undefined && { events: JSON.stringify(body.events) }),
          // Switching a hook on (again) starts its failure count afresh.
          ...(body.active !== undefined && { active: body.active ? 1 : 0, ...(body.active && { failing_since: null, disabled_reason: null }) }),
          updated_at: now(),
        });
      });
      return present((await repo.find(hook.id))!);
    },

    async delete(user: UserRow, hookId: number) {
      const { hook } = await findManagedHook(user, hookId);
      await repo.delete(hook.id);
    },

    async deliveries(user: UserRow, hookId: number) {
      const { hook } = await findManagedHook(user, hookId);
      return (await repo.listDeliveries(hook.id)).map(presentDelivery);
    },

    /**
     * The same message once more, as a new delivery of the log: its payload and its message id, as
     * Standard Webhooks asks of a resent message, so a receiver that drops repeats drops it (the
     * signature is made afresh, over a new timestamp).
     */
    async redeliver(user: UserRow, deliveryId: number) {
      const original = await repo.findDelivery(deliveryId);
      if (!original) throw notFound(DELIVERY_NOT_FOUND);
      const { hook } = await findManagedHook(user, original.webhook_id, DELIVERY_NOT_FOUND);
      const delivery = await db.transaction().execute((trx) => queueDelivery(trx, hook, WebhookEventSchema.parse(original.event), original.payload, original.message_id));
      await repo.prune(hook.id);
      return presentDelivery(delivery);
    },

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

export type WebhooksService = ReturnType<typeof createWebhooksService>;
