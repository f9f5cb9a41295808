import type { WebhookEvent } from '@review/contract/webhooks';
import type { Db } from '../../db/database.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import { fullName } from '../auth/index.ts';
import { loadVersionChanges } from '../compare/index.ts';
import { framesOfComment, loadOpenThreads } from '../feedback/index.ts';
import { readTimeline } from '../video/index.ts';

/** What one domain event tells a project's webhooks: the event types, and the body's `data`. */
export interface WebhookMessage {
  projectId: number;
  types: WebhookEvent[];
  data: Record<string, unknown>;
}

/**
 * Builds the `data` of webhook payloads from domain events: the project, asset, version and actor,
 * each with a link to the web app where there is a page for it, plus what the event is about.
 */
export function createWebhookMessages(publicUrl: string) {
  async function aboutAsset(trx: Db, assetId: number, versionNumber?: number) {
    const asset = await trx
      .selectFrom('assets as a')
      .innerJoin('projects as p', 'p.id', 'a.project_id')
      .select(['a.id', 'a.title', 'a.status', 'a.project_id', 'p.project_name'])
      .where('a.id', '=', assetId)
      .executeTakeFirst();
    if (!asset) return undefined;
    const version = await trx
      .selectFrom('versions')
      .select(['id', 'version'])
      .where('asset_id', '=', assetId)
      .$if(versionNumber !== undefined, (q) => q.where('version', '=', versionNumber!))
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return {
      projectId: asset.project_id,
      data: {
        project: { id: asset.project_id, name: asset.project_name, url: `${publicUrl}/project/${asset.project_id}` },
        asset: { id: asset.id, title: asset.title, status: asset.status, url: `${publicUrl}/asset/${asset.id}` },
        version: version ? { id: version.id, number: version.version, url: `${publicUrl}/asset/${asset.id}?version=${version.id}` } : null,
      },
    };
  }

  async function actor(trx: Db, userId: number | null, guestName?: string | null) {
    if (userId === null) return guestName ? { id: null, name: guestName, guest: true } : null;
    const user = await trx.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
    return user ? { id: user.id, name: fullName(user), guest: false } : null;
  }

  async function aboutComment(trx: Db, commentId: number) {
    const comment = await trx.selectFrom('comments').selectAll().where('id', '=', commentId).executeTakeFirst();
    if (!comment) return undefined;
    const variation = await trx
      .selectFrom('variations as va')
      .innerJoin('versions as v', 'v.id', 'va.version_id')
      .select(['v.version', 'va.video_probe'])
      .where('va.id', '=', comment.variation_id)
      .executeTakeFirst();
    const about = await aboutAsset(trx, comment.asset_id, variation?.version);
    if (!about) return undefined;
    // frame, frame_end, timecode, timecode_end: where on a video's timeline it is (null for stills and a whole video).
    const onFrame = framesOfComment(comment, readTimeline(variation?.video_probe ?? null));
    const url = `${publicUrl}/asset/${comment.asset_id}?version=${about.data.version?.id ?? ''}&variation=${comment.variation_id}&comment=${comment.id}${onFrame.frame ? `&frame=${onFrame.frame}` : ''}`;
    return { comment, about, data: { id: comment.id, parent_id: comment.parent_id, text: comment.content, page: comment.page, ...onFrame, resolved: comment.is_resolved === 1, url } };
  }

  /** The message for one domain event, or undefined for events webhooks do not carry. */
  return async function messageOf(trx: Db, event: DomainEvent): Promise<WebhookMessage | undefined> {
    switch (event.type) {
      case 'asset.created':
      case 'version.created': {
        const about = await aboutAsset(trx, event.asset_id, event.type === 'version.created' ? event.version_number : undefined);
        return about && { projectId: about.projectId, types: [event.type], data: { ...about.data, actor: await actor(trx, event.actor_id) } };
      }
      case 'comment.created': {
        const found = await aboutComment(trx, event.comment_id);
        if (!found) return undefined;
        const { comment, about, data } = found;
        // A guest's comment through a review link is also its own event, for those who follow clients only.
        const types: WebhookEvent[] = comment.user_id === null ? ['comment.created', 'link.comment'] : ['comment.created'];
        return { projectId: about.projectId, types, data: { ...about.data, actor: await actor(trx, comment.user_id, comment.guest_name && `${comment.guest_name} (guest)`), comment: data } };
      }
      case 'comment.resolved': {
        const found = await aboutComment(trx, event.comment_id);
        return found && { projectId: found.about.projectId, types: ['comment.resolved'], data: { ...found.about.data, actor: await actor(trx, event.actor_id), comment: found.data } };
      }
      case 'status.changed': {
        const about = await aboutAsset(trx, event.asset_id);
        if (!about) return undefined;
        const types: WebhookEvent[] = event.to === 'Approved' ? ['status.changed', 'asset.approved'] : ['status.changed'];
        return { projectId: about.projectId, types, data: { ...about.data, actor: await actor(trx, event.actor_id, event.actor_name), status: { from: event.from, to: event.to } } };
      }
      case 'decision.made': {
        const about = await aboutAsset(trx, event.asset_id, event.version_number);
        return (
          about && {
            projectId: about.projectId,
            types: ['decision.made'],
            data: { ...about.data, actor: await actor(trx, event.actor_id, event.actor_name), decision: { decision: event.decision, note: event.note } },
          }
        );
      }
      case 'stage.started':
      case 'stage.completed': {
        const about = await aboutAsset(trx, event.asset_id, event.version_number);
        const stage = await trx.selectFrom('review_stages').select(['id', 'name', 'position']).where('id', '=', event.stage_id).executeTakeFirst();
        if (!about || !stage) return undefined;
        const outcome = event.type === 'stage.completed' ? { outcome: event.outcome } : {};
        return { projectId: about.projectId, types: [event.type], data: { ...about.data, actor: await actor(trx, event.actor_id, event.actor_name), stage, ...outcome } };
      }
      case 'version.compared': {
        // What the new version changed, and whether each open thread's area is among it: a bot that
        // uploaded a fix checks it touched the places asked for, and nothing else.
        const about = await aboutAsset(trx, event.asset_id, event.version_number);
        if (!about?.data.version) return undefined;
        const assetId = about.data.asset.id;
        const versionId = about.data.version.id;
        const changes = await loadVersionChanges(trx, versionId);
        // The threads the review screen lists on the new version, numbered as it numbers them (as the feedback brief does).
        const { threads } = await loadOpenThreads(trx, assetId, null);
        return {
          projectId: about.projectId,
          types: ['version.compared'],
          data: {
            ...about.data,
            changes: changes.map(({ variation_id, variation_name, compared_with, compared_with_version, state, regions, changed_ratio }) => ({ variation_id, variation_name, compared_with, compared_with_version, state, regions, changed_ratio })),
            threads: threads.map(({ row, number, version, variation, change_state }) => ({
              id: row.id,
              number,
              text: row.content,
              version: version.number,
              variation,
              page: row.page,
              change_state,
              url: `${publicUrl}/asset/${assetId}?version=${version.id}&variation=${row.variation_id}&comment=${row.id}${row.page > 1 ? `&page=${row.page}` : ''}`,
            })),
          },
        };
      }
      default:
        return undefined;
    }
  };
}
