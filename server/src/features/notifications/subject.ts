import type { NotificationKind } from '@review/contract/notifications';
import type { Db } from '../../db/database.ts';
import type { Message } from '../../i18n/messages.ts';
import type { Notice } from './notify.ts';
import { fullName } from '../auth/index.ts';

/** The asset an event is about, with its project and one version (the newest when not named). */
export async function loadSubject(trx: Db, assetId: number, versionNumber?: number) {
  const asset = await trx
    .selectFrom('assets as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select(['a.id', 'a.title', 'a.user_id', 'a.creator_user_id', 'a.project_id', 'p.project_name', 'p.user_id as owner_id'])
    .where('a.id', '=', assetId)
    .executeTakeFirst();
  if (!asset) return null;
  const version = await trx
    .selectFrom('versions as v')
    .leftJoin('variations as va', (join) => join.onRef('va.version_id', '=', 'v.id').on('va.letter_index', '=', 0))
    .select(['v.id', 'v.version', 'va.thumbnail'])
    .where('v.asset_id', '=', assetId)
    .$if(versionNumber !== undefined, (q) => q.where('v.version', '=', versionNumber!))
    .orderBy('v.version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const reviewers = [...new Set((await trx.selectFrom('stage_reviewers').select('user_id').where('asset_id', '=', assetId).execute()).map((row) => row.user_id))];
  return { ...asset, version, reviewers, creators: [asset.user_id, asset.creator_user_id] };
}
export type Subject = NonNullable<Awaited<ReturnType<typeof loadSubject>>>;

/**
 * Someone whose name is not known (no account, or one since removed): a message, so each reader's
 * notice says it in their language, that reads 'Someone' where the bell's English is put together.
 */
const SOMEONE: Message = Object.freeze({ id: 'notice.someone', toString: () => 'Someone' });

/** Who acted, by their name; `SOMEONE` when it is not known. */
export async function nameOf(trx: Db, userId: number | null): Promise<string | Message> {
  const person = userId === null ? undefined : await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  return person ? fullName(person) : SOMEONE;
}

/** The parts of a notice every asset event shares. */
export function aboutAsset(subject: Subject, kind: NotificationKind, actorId: number | null, link = `/asset/${subject.id}${subject.version ? `?version=${subject.version.id}` : ''}`, guestName: string | null = null) {
  const titled = subject.version ? `${subject.title} v${subject.version.version}` : subject.title;
  return {
    base: {
      kind,
      actorId,
      guestName,
      projectId: subject.project_id,
      projectName: subject.project_name,
      assetId: subject.id,
      assetTitle: subject.title,
      commentId: null,
      link,
      thumbnail: subject.version?.thumbnail ?? null,
      buttonLabel: { id: 'mail.notice.open', values: { name: titled } },
      quote: null,
    } satisfies Partial<Notice>,
    titled,
  };
}
