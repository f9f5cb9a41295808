import type { Db } from '../../db/database.ts';
import type { Message } from '../../i18n/messages.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import { loadOpenThreadMarks, loadVersionChanges } from '../compare/index.ts';
import { loadReviewStates } from '../reviews/index.ts';
import type { Notice } from './notify.ts';
import { aboutAsset, loadSubject, nameOf } from './subject.ts';

type Tell = (trx: Db, notice: Notice) => Promise<void>;
type Uploaded = Extract<DomainEvent, { type: 'version.uploaded' }>;
type Compared = Extract<DomainEvent, { type: 'version.compared' }>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What a reviewer is told changed: none (no comparison), areas changed, and how many of their open comments lie in them. */
interface Changes {
  areas?: number;
  own?: number;
  inside?: number;
}

/** The bell's English ending of the notice ('': nothing to say). */
function bellSentence({ areas, own, inside }: Changes): string {
  if (areas === undefined) return '';
  const changed = areas === 0 ? 'nothing changed' : `${plural(areas, 'area')} changed`;
  if (own === undefined || inside === undefined) return `: ${changed}`;
  return `: ${changed}; ${inside} of your ${plural(own, 'open comment')} ${inside === 1 ? 'is' : 'are'} in them`;
}

/** The e-mail's headline, in the reader's language when written. */
function headline(actor: string | Message, asset: string, changes: Changes): Message {
  if (changes.areas === undefined) return { id: 'mail.notice.newVersion', values: { actor, asset } };
  if (changes.own === undefined || changes.inside === undefined) return { id: 'mail.notice.newVersionChanged', values: { actor, asset, areas: changes.areas } };
  return { id: 'mail.notice.newVersionChangedOwn', values: { actor, asset, areas: changes.areas, own: changes.own, inside: changes.inside } };
}

/**
 * The notice of a new version to its reviewers. It waits for the version's comparison with the
 * previous one, to say what changed ("3 areas changed; 2 of your 4 open comments are in them",
 * counted per reviewer over the unresolved threads they started on earlier versions that the new
 * version's screen lists: those the comparison marks changed or untouched): told on
 * `version.uploaded` when there is nothing to compare, else on `version.compared`, in the compare
 * job's transaction, in plain words when a comparison failed.
 */
export function createNewVersionNotices(tell: Tell) {
  async function told(trx: Db, assetId: number, versionNumber: number, actorId: number | null, recipients: number[], changesFor: (userId: number) => Changes) {
    const subject = await loadSubject(trx, assetId, versionNumber);
    if (!subject) return;
    const actor = await nameOf(trx, actorId);
    const { base, titled } = aboutAsset(subject, 'new_version', actorId);
    // One notice per distinct sentence: reviewers with the same counts share it.
    const groups = new Map<string, { changes: Changes; ids: number[] }>();
    for (const id of recipients) {
      const changes = changesFor(id);
      const key = JSON.stringify(changes);
      groups.set(key, { changes, ids: [...(groups.get(key)?.ids ?? []), id] });
    }
    for (const { changes, ids } of groups.values()) {
      await tell(trx, {
        ...base,
        recipients: ids,
        message: `${actor} uploaded version ${versionNumber} of ${subject.title} for your review${bellSentence(changes)}`,
        headline: headline(actor, titled, changes),
        buttonLabel: { id: 'mail.notice.review', values: { asset: titled } },
      });
    }
  }

  const findVersion = (trx: Db, assetId: number, versionNumber: number) =>
    trx.selectFrom('versions').select(['id', 'user_id']).where('asset_id', '=', assetId).where('version', '=', versionNumber).executeTakeFirst();

  return {
    /** In the upload's transaction: told now only when none of the version's variations waits for its comparison. */
    async uploaded(trx: Db, event: Uploaded) {
      const version = await findVersion(trx, event.asset_id, event.version_number);
      if (!version) return;
      const changes = await loadVersionChanges(trx, version.id);
      if (changes.some((change) => change.state === 'pending')) return;
      await told(trx, event.asset_id, event.version_number, event.actor_id, event.reviewer_ids, () => ({}));
    },

    /** The comparison settled: the reviewers of the stages running on the version are told, as the upload would have told them. */
    async compared(trx: Db, event: Compared) {
      const version = await findVersion(trx, event.asset_id, event.version_number);
      const state = (await loadReviewStates(trx, [event.asset_id])).get(event.asset_id);
      // A newer version came meanwhile: its own notice supersedes this one.
      if (!version || !state?.reviewers.length || state.newest?.id !== version.id) return;
      const running = state.stages.filter((round) => round.state !== 'waiting' && round.row.version_id === version.id);
      const recipients = [...new Set(running.flatMap((round) => round.reviewers.map((reviewer) => reviewer.user_id)))];
      const changes = await loadVersionChanges(trx, version.id);
      const compared = changes.filter((change) => change.state !== 'none');
      // A comparison that failed cannot say what changed: the plain notice.
      if (compared.length === 0 || compared.some((change) => change.state !== 'ready')) {
        return told(trx, event.asset_id, event.version_number, version.user_id, recipients, () => ({}));
      }
      const areas = compared.reduce((sum, change) => sum + change.regions.length, 0);
      // The open threads the new version's screen lists: an earlier version's shows there only where the comparison marks it.
      const threads = (await loadOpenThreadMarks(trx, event.asset_id)).filter((thread) => thread.version < event.version_number && thread.change_state !== null);
      return told(trx, event.asset_id, event.version_number, version.user_id, recipients, (userId) => {
        const own = threads.filter((thread) => thread.user_id === userId);
        if (own.length === 0 || areas === 0) return { areas };
        return { areas, own: own.length, inside: own.filter((thread) => thread.change_state === 'changed').length };
      });
    },
  };
}
