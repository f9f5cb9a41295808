import type { Db } from '../../db/database.ts';

/** Keeps each `in (...)` list well under either database's parameter limit. */
const CHUNK = 500;

async function inChunks<K, T>(ids: readonly K[], read: (chunk: K[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) rows.push(...(await read(ids.slice(start, start + CHUNK))));
  return rows;
}

/** What the live hub reads: project and user revisions (raised by triggers on every change) and who may see each project. */
export function createLiveEventsRepository(db: Db) {
  return {
    /** Current revisions of these projects; a deleted project is absent. */
    revisionsOf: (projectIds: readonly number[]) =>
      inChunks(projectIds, (chunk) => db.selectFrom('projects').select(['id', 'revision']).where('id', 'in', chunk).execute()),

    /** Of these session token digests, those whose session is still live (not ended by a logout, a reset or time). */
    liveSessions: async (tokenHashes: readonly string[], now: string) =>
      new Set(
        (
          await inChunks(tokenHashes, (chunk) =>
            db
              .selectFrom('sessions')
              .select('token_hash')
              .where('token_hash', 'in', chunk)
              .where('expires_at', '>', now)
              // A stream opened with a personal access token lives as long as the token.
              .unionAll(
                db
                  .selectFrom('api_tokens')
                  .select('token_hash')
                  .where('token_hash', 'in', chunk)
                  .where('revoked_at', 'is', null)
                  .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])),
              )
              .execute(),
          )
        ).map((row) => row.token_hash),
      ),

    /** Of these review links, those still open at `now` (not revoked, not expired): guests' streams end with the others. */
    openLinks: async (linkIds: readonly number[], now: string) =>
      new Set(
        (
          await inChunks(linkIds, (chunk) =>
            db
              .selectFrom('share_links')
              .select('id')
              .where('id', 'in', chunk)
              .where('revoked_at', 'is', null)
              .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
              .execute(),
          )
        ).map((row) => row.id),
      ),

    /** Current revisions of these users (raised when their notifications, projects or plan change). */
    userRevisionsOf: (userIds: readonly number[]) =>
      inChunks(userIds, (chunk) => db.selectFrom('users').select(['id', 'live_revision']).where('id', 'in', chunk).execute()),

    /** The projects the user owns or belongs to, with their revisions. */
    visibleProjects: (userId: number) =>
      db
        .selectFrom('projects')
        .select(['id', 'revision'])
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('id', 'in', eb.selectFrom('project_members').select('project_id').where('user_id', '=', userId))]))
        .execute(),

    /** The owner and the members of each of these projects. */
    peopleOf: (projectIds: readonly number[]) =>
      inChunks(projectIds, (chunk) =>
        db
          .selectFrom('projects')
          .select(['id as project_id', 'user_id'])
          .where('id', 'in', chunk)
          .unionAll(db.selectFrom('project_members').select(['project_id', 'user_id']).where('project_id', 'in', chunk))
          .execute(),
      ),
  };
}

export type LiveEventsRepository = ReturnType<typeof createLiveEventsRepository>;
