import { randomBytes } from 'node:crypto';
import type { ErrorCode } from '@review/contract/errors';
import { WebhookEventSchema, WEBHOOKS_PER_PROJECT, type CreateWebhookBody, type UpdateWebhookBody } from '@review/contract/webhooks';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { invalid, notFound } from '../../errors.ts';
import type { UserRow } from '../auth/index.ts';
import { createPlanLimits } from '../plans/index.ts';
import { authorize, findVisibleProject } from '../projects/index.ts';
import type { AuditContext } from '../audit/index.ts';
import { createWebhookDelivery } from './delivery.ts';
import { present, presentDelivery } from './presenter.ts';
import { queueDelivery } from './queue-delivery.ts';
import { createWebhooksRepository } from './repository.ts';
import { assertPublicUrl, PrivateAddressError } from './safe-url.ts';

const now = () => new Date().toISOString();
/** The URL as it is requested: `HTTPS://Example.com` and `https://example.com/` are one receiver. */
const normalised = (url: string) => new URL(url).href;
/** A URL as the audit log names it: without credentials or query, which some receivers use as keys. */
function withoutKeys(url: string) {
  const shown = new URL(url);
  shown.username = '';
  shown.password = '';
  shown.search = '';
  shown.hash = '';
  return shown.href;
}
/** A hook as its events name it: by its URL without keys (its signing secret never leaves the hook's own row). */
const named = (hook: { id: number; url: string }) => ({ id: hook.id, url: withoutKeys(hook.url) });

/**
 * Project webhooks: managers add, change and remove them and read their delivery log; the sending
 * side (`delivery.ts`) turns the project's events into signed deliveries.
 */
export function createWebhooksService(db: Db, options: { publicUrl: string; allowPrivate: boolean; announce: Announce }) {
  const { allowPrivate, announce } = options;
  const repo = createWebhooksRepository(db);

  async function checkedUrl(url: string) {
    await assertPublicUrl(url, allowPrivate).catch((error: unknown) => {
      if (error instanceof PrivateAddressError) throw invalid('webhook_private_address', undefined, { url: 'webhook_private_address' });
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
  async function findManagedHook(user: UserRow, hookId: number, missing: ErrorCode = 'webhook_not_found') {
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
    await createPlanLimits(trx).lockAccount(project.user_id);
    const hooks = createWebhooksRepository(trx);
    if (adding && (await hooks.countOfProject(project.id)) >= WEBHOOKS_PER_PROJECT) throw invalid('webhook_limit_reached', { max: WEBHOOKS_PER_PROJECT });
    const others = (await hooks.listUrlsOfProject(project.id)).filter((other) => other.id !== hookId);
    if (others.some((other) => normalised(other.url) === normalised(url))) throw invalid('webhook_url_taken', undefined, { url: 'webhook_url_taken' });
  }

  return {
    ...createWebhookDelivery(db, options),

    async create(user: UserRow, projectId: number, body: CreateWebhookBody, audit: AuditContext) {
      const project = await findManagedProject(user, projectId);
      const url = await checkedUrl(body.url);
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        await assertRoomFor(trx, project, url, { adding: true });
        const made = await createWebhooksRepository(trx).insert({
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
        await announce(trx, { type: 'webhook.created', by: audit, project_id: project.id, webhook: named(made), events: body.events, active: made.active === 1 });
        return made;
      });
      return { ...present(row), secret: row.secret };
    },

    async list(user: UserRow, projectId: number) {
      const project = await findManagedProject(user, projectId);
      return (await repo.listOfProject(project.id)).map(present);
    },

    async update(user: UserRow, hookId: number, body: UpdateWebhookBody, audit: AuditContext) {
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
        const changes = { ...(url !== undefined && { url: { from: withoutKeys(hook.url), to: withoutKeys(url) } }), ...(body.events !== undefined && { events: body.events }), ...(body.active !== undefined && { active: body.active }) };
        await announce(trx, { type: 'webhook.changed', by: audit, project_id: project.id, webhook: named({ id: hook.id, url: url ?? hook.url }), changes });
      });
      return present((await repo.find(hook.id))!);
    },

    async delete(user: UserRow, hookId: number, audit: AuditContext) {
      const { hook, project } = await findManagedHook(user, hookId);
      await db.transaction().execute(async (trx) => {
        await createWebhooksRepository(trx).delete(hook.id);
        await announce(trx, { type: 'webhook.deleted', by: audit, project_id: project.id, webhook: named(hook) });
      });
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
      if (!original) throw notFound('delivery_not_found');
      const { hook } = await findManagedHook(user, original.webhook_id, 'delivery_not_found');
      const delivery = await db.transaction().execute((trx) => queueDelivery(trx, hook, WebhookEventSchema.parse(original.event), original.payload, original.message_id));
      await repo.prune(hook.id);
      return presentDelivery(delivery);
    },

  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
