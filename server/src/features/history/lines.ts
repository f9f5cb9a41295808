import { STATUS_LABELS, type AssetStatus } from '@review/contract/statuses';
import type { DomainEvent, StatusCause } from '../../domain-events/events.ts';
import { fullName } from '../auth/index.ts';
import { excerpt } from '../comments/index.ts';
import type { HistoryEntry, HistoryRepository } from './repository.ts';

/** A line as an event says it: what, and who (a member, or a guest by the name they gave). */
type Said = Pick<HistoryEntry, 'action' | 'text'> & { user_id: number | null; guest_name?: string | null | undefined; reply?: string | null; replied_to?: string | null };
type Line = Said & { asset_id: number; created_at?: string };

const label = (status: string) => STATUS_LABELS[status as AssetStatus] ?? status;
const inStage = (name: string | undefined) => (name === undefined ? '' : ` in ${name}`);

/** What the status line says, by why the status moved; none when the review's outcome moved it (review.concluded says that). */
function statusLine(from: string, to: string, because: StatusCause): Pick<Said, 'action' | 'text'> | undefined {
  switch (because.by) {
    case 'hand':
      return { action: 'status_changed', text: `changed the status from ${label(from)} to ${label(to)}` };
    case 'new_version':
      return { action: 'status_changed', text: `version ${because.version_number} is ready to review` };
    case 'stages_started': {
      const { stage_names: names, version_number: version } = because;
      return { action: 'stage_started', text: names ? `${names.join(' and ')} started reviewing version ${version}` : `version ${version} is ready to review` };
    }
    case 'review_reopened':
      return { action: 'review_reopened', text: `The review of version ${because.version_number} is open again` };
    case 'review_concluded':
      return undefined;
  }
}

/**
 * The history line an event makes, if any: its text, action and who, read through the announcing
 * transaction. A comment's line takes the comment's own time; the others are written as they happen.
 */
export async function lineOf(repo: HistoryRepository, event: DomainEvent): Promise<Line | undefined> {
  const title = async (assetId: number) => (await repo.assetTitle(assetId)) ?? '';
  switch (event.type) {
    case 'comment.created': {
      const comment = await repo.comment(event.comment_id);
      if (!comment) return undefined;
      const who = { asset_id: comment.asset_id, user_id: comment.user_id, guest_name: comment.guest_name, created_at: comment.created_at };
      if (comment.parent_id !== null) {
        const thread = await repo.comment(comment.parent_id);
        return { ...who, action: 'replied', text: 'replied to a comment', reply: comment.content, replied_to: thread?.content ?? null };
      }
      const drawn = comment.annotation !== null;
      const said = `${drawn ? 'annotated' : 'commented on'} ${await title(comment.asset_id)}`;
      return { ...who, action: drawn ? 'annotated' : 'commented', text: comment.content ? `${said}: "${excerpt(comment.content)}"` : said };
    }
    case 'comment.resolved':
    case 'comment.reopened': {
      const comment = await repo.comment(event.comment_id);
      const verb = event.type === 'comment.resolved' ? 'resolved' : 'reopened';
      return comment && { asset_id: comment.asset_id, user_id: event.actor_id, action: verb, text: `${verb} a comment: "${excerpt(comment.content)}"` };
    }
    case 'reaction.changed': {
      const comment = await repo.comment(event.comment_id);
      const [action, verb] = event.added ? ['reacted', 'reacted with'] : ['unreacted', 'took back'];
      return comment && { asset_id: comment.asset_id, user_id: event.actor_id, action, text: `${verb} ${event.reaction} on a comment` };
    }
    case 'asset.created':
      // An upload's asset is told by its first version's line.
      return event.from_file ? undefined : { asset_id: event.asset_id, user_id: event.actor_id, action: 'created_asset', text: `created the asset "${await title(event.asset_id)}"` };
    case 'version.created': {
      const file = await repo.uploadedFileName(event.asset_id, event.version_number);
      return { asset_id: event.asset_id, user_id: event.actor_id, action: 'uploaded_version', text: `uploaded version ${event.version_number} (${file ?? ''})` };
    }
    case 'variation.added': {
      const variation = await repo.variation(event.variation_id);
      return variation && { asset_id: event.asset_id, user_id: event.actor_id, action: 'added_variation', text: `added variation "${variation.variation_name}" to version ${variation.version}` };
    }
    case 'variation.deleted':
      return { asset_id: event.asset_id, user_id: event.actor_id, action: 'deleted_variation', text: `deleted variation "${event.variation_name}" of version ${event.version_number}` };
    case 'approver.changed':
      return { asset_id: event.asset_id, user_id: event.actor_id, action: 'approver_changed', text: event.approver_id === null ? 'cleared the approver' : 'changed the approver' };
    case 'status.changed': {
      const said = statusLine(event.from, event.to, event.because);
      return said && { asset_id: event.asset_id, user_id: event.actor_id, guest_name: event.guest_name, ...said };
    }
    case 'decision.made': {
      const verb = event.decision === 'approved' ? 'approved' : 'requested changes on';
      const action = event.decision === 'approved' ? 'decided_approved' : 'decided_changes';
      return { asset_id: event.asset_id, user_id: event.actor_id, guest_name: event.guest_name, action, text: `${verb} version ${event.version_number}${inStage(event.stage_name)}`, reply: event.note };
    }
    case 'review.concluded': {
      const person = event.actor_id === null ? undefined : await repo.person(event.actor_id);
      const name = event.actor_name ?? (person ? fullName(person) : '');
      const version = event.version_number;
      const who = { asset_id: event.asset_id, user_id: event.actor_id, guest_name: event.guest_name };
      if (event.outcome === 'changes_requested') return { ...who, action: 'review_changes_requested', text: `Changes requested: ${name} asked for changes on version ${version}${inStage(event.stage_name)}` };
      const by = event.stage_count > 1 ? 'every stage' : event.rule === 'all' ? 'all required approvers' : name;
      return { ...who, action: 'review_approved', text: `Approved: ${by} approved version ${version}` };
    }
    default:
      return undefined;
  }
}
