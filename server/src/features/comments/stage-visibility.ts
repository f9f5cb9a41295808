import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProjectRole } from '@review/contract/members';
import { may, mayMember, type Actor, type Created } from '../access/index.ts';
import { loadReviewStates } from '../reviews/index.ts';

/**
 * Private review stages (issue #30: "its reviewers see only their stage's comments"). The one place
 * the rule lives; every reader of comments asks it.
 *
 * Who sees what:
 * - A member who is a reviewer of one or more private stages of an asset, and of none of its other
 *   stages, is *narrowed* on that asset: they see only the comments whose `stage_id` is one of those
 *   private stages. A reply carries its thread's `stage_id`, so a thread is seen or hidden whole.
 *   The project's owner and admins and the asset's creators are never narrowed: they run the review
 *   and answer for the asset, and could take themselves out of the stage anyway.
 * - Guests of a review link are narrowed on an asset that has a private stage taking guests
 *   (`guests = 1`): they see only those stages' comments.
 * - Everyone else (non-private stages' reviewers, members not reviewing) sees every comment.
 *
 * Where a new comment goes (`stageOfNewThread`): a member who sits only in private stages of the
 * asset writes into their private stage, the running one if several, else the first; a guest into
 * the asset's private stage that takes guests, chosen the same way; anyone else into none (null). A
 * reply takes its thread's, whoever writes it.
 *
 * A hidden comment is treated as if it did not exist (404, left out of lists, counts of search and
 * notices). Counts of open comments on cards and reports are shared by everyone and not narrowed.
 */

/** What one viewer sees of the comments of some assets. */
export interface CommentSight {
  /** Whether the viewer sees this comment (or reply: it has its thread's stage). */
  sees(comment: { asset_id: number; stage_id: number | null }): boolean;
  /** The same rule in SQL over the comments table aliased `alias`, for reads that filter in the database. */
  where(alias: string): RawBuilder<SqlBool>;
}

/** Per asset, the stages whose comments a narrowed viewer sees; assets not in it are seen whole. */
type Narrowed = Map<number, Set<number>>;

function sightOf(narrowed: Narrowed): CommentSight {
  return {
    sees: (comment) => {
      const stages = narrowed.get(comment.asset_id);
      return !stages || (comment.stage_id !== null && stages.has(comment.stage_id));
    },
    where: (alias) => {
      if (narrowed.size === 0) return sql<SqlBool>`1 = 1`;
      // A comment's stage is always one of its own asset's, so one list of stages serves every asset.
      const stages = [...narrowed.values()].flatMap((ids) => [...ids]);
      return sql<SqlBool>`(${sql.ref(`${alias}.asset_id`)} not in (${sql.join([...narrowed.keys()])}) or ${sql.ref(`${alias}.stage_id`)} in (${sql.join(stages)}))`;
    },
  };
}

/** A seated reviewer's role in the asset's project; none for someone no longer in it. */
const roleOf = (row: { user_id: number; owner_id: number; role: string | null }): ProjectRole | null =>
  row.user_id === row.owner_id ? 'Owner' : row.role === 'Admin' || row.role === 'Member' ? row.role : null;

/** The stages members sit in, with whether they are never narrowed on the asset (owner, admin, creator). */
async function listSeats(db: Db, filter: { userIds?: number[]; assetIds?: number[] }) {
  if (filter.userIds?.length === 0 || filter.assetIds?.length === 0) return [];
  const rows = await db
    .selectFrom('stage_reviewers as sr')
    .innerJoin('review_stages as s', 's.id', 'sr.stage_id')
    .innerJoin('assets as a', 'a.id', 'sr.asset_id')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .leftJoin('project_members as pm', (join) => join.onRef('pm.project_id', '=', 'a.project_id').onRef('pm.user_id', '=', 'sr.user_id'))
    .select(['sr.asset_id', 'sr.user_id', 'sr.stage_id', 's.private', 'a.user_id as uploader_id', 'a.creator_user_id', 'p.user_id as owner_id', 'pm.role'])
    .$if(filter.userIds !== undefined, (q) => q.where('sr.user_id', 'in', filter.userIds!))
    .$if(filter.assetIds !== undefined, (q) => q.where('sr.asset_id', 'in', filter.assetIds!))
    .execute();
  return rows.map((row) => ({
    assetId: row.asset_id,
    userId: row.user_id,
    stageId: row.stage_id,
    isPrivate: row.private === 1,
    // Those who run the asset's review see every stage: the policy's 'stage.see_private'.
    exempt: mayMember(row.user_id, roleOf(row), 'stage.see_private', { user_id: row.uploader_id, creator_user_id: row.creator_user_id }),
  }));
}
type Seat = Awaited<ReturnType<typeof listSeats>>[number];

/** Per user, per asset: their private stages there, when they sit in no other stage of it. */
function privateOnly(seats: Seat[]): Map<number, Map<number, { stages: Set<number>; exempt: boolean }>> {
  const byUser = new Map<number, Map<number, { stages: Set<number>; exempt: boolean; open: boolean }>>();
  for (const seat of seats) {
    const assets = byUser.get(seat.userId) ?? byUser.set(seat.userId, new Map()).get(seat.userId)!;
    const entry = assets.get(seat.assetId) ?? assets.set(seat.assetId, { stages: new Set(), exempt: seat.exempt, open: false }).get(seat.assetId)!;
    if (seat.isPrivate) entry.stages.add(seat.stageId);
    else entry.open = true;
  }
  for (const assets of byUser.values()) {
    for (const [assetId, entry] of assets) if (entry.open) assets.delete(assetId);
  }
  return byUser;
}

/** Per user, the assets they are narrowed on and the stages they see there. */
function narrowedOf(seats: Seat[]): Map<number, Narrowed> {
  const result = new Map<number, Narrowed>();
  for (const [userId, assets] of privateOnly(seats)) {
    result.set(userId, new Map([...assets].filter(([, entry]) => !entry.exempt).map(([assetId, entry]) => [assetId, entry.stages])));
  }
  return result;
}

/** What a signed-in member sees of the comments of `assetIds` (of every asset without it: search). */
export async function memberSight(db: Db, userId: number, assetIds?: number[]): Promise<CommentSight> {
  const seats = await listSeats(db, { userIds: [userId], ...(assetIds && { assetIds }) });
  return sightOf(narrowedOf(seats).get(userId) ?? new Map());
}

/** The private stages taking guests, per asset, on the assets where `exempt` does not say the guest sees every stage. */
async function guestStages(db: Db, assetIds: number[], exempt: (asset: Created) => boolean = () => false): Promise<Narrowed> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('review_stages as s')
    .innerJoin('assets as a', 'a.id', 's.asset_id')
    .select(['s.id', 's.asset_id', 'a.user_id', 'a.creator_user_id'])
    .where('s.asset_id', 'in', assetIds)
    .where('s.private', '=', 1)
    .where('s.guests', '=', 1)
    .execute();
  const narrowed: Narrowed = new Map();
  for (const row of rows) if (!exempt(row)) narrowed.set(row.asset_id, (narrowed.get(row.asset_id) ?? new Set()).add(row.id));
  return narrowed;
}

/**
 * What the guests of review links see of the comments of `assetIds`, as a group (an e-mail to a
 * guest, a link's files): the same as `sightFor` gives each of them, as the policy's
 * 'stage.see_private' has no rule for guests (its table test asks every set of a link's switches).
 */
export const guestSight = async (db: Db, assetIds: number[]): Promise<CommentSight> => sightOf(await guestStages(db, assetIds));

/** What `actor` sees of the comments of `assetIds`: a member by their seats, a guest by the stages taking guests; the policy says who sees every stage. */
export const sightFor = async (db: Db, actor: Actor, assetIds: number[]): Promise<CommentSight> => {
  if (actor.kind === 'member') return memberSight(db, actor.user.id, assetIds);
  return sightOf(await guestStages(db, assetIds, (asset) => may(actor, 'stage.see_private', asset)));
};

/** The members who do not see `comment` (only reviewers of its asset's stages can be kept out): notices about it must not reach them. */
export async function membersNotSeeing(db: Db, comment: { asset_id: number; stage_id: number | null }): Promise<Set<number>> {
  const narrowed = narrowedOf(await listSeats(db, { assetIds: [comment.asset_id] }));
  return new Set([...narrowed].filter(([, assets]) => !sightOf(assets).sees(comment)).map(([userId]) => userId));
}

/**
 * The stage a new thread on the asset belongs to (see the rule above): a member sitting only in
 * private stages of it writes into theirs, a guest into the private stage taking guests, anyone
 * else into none. Of several, the running one, else the first.
 */
export async function stageOfNewThread(db: Db, author: Actor, assetId: number): Promise<number | null> {
  const candidates = author.kind === 'guest' ? (await guestStages(db, [assetId])).get(assetId) : privateOnly(await listSeats(db, { userIds: [author.user.id], assetIds: [assetId] })).get(author.user.id)?.get(assetId)?.stages;
  if (!candidates?.size) return null;
  const stages = ((await loadReviewStates(db, [assetId])).get(assetId)?.stages ?? []).filter((round) => candidates.has(round.row.id));
  const chosen = stages.find((round) => round.state === 'running') ?? stages[0];
  return chosen?.row.id ?? [...candidates][0]!;
}
