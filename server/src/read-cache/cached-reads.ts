import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { WriteGeneration } from '../db/write-generation.ts';
import type { UsersTable } from '../db/schema.ts';
import { createReadCache, type BuiltJson } from './cache.ts';
import { createReadRevisionsRepository } from './repository.ts';

type Viewer = Pick<Selectable<UsersTable>, 'id' | 'live_revision'>;
type Build = () => Promise<BuiltJson>;

/**
 * The hot reads of the screens, served from a cache of serialised replies while the database says
 * nothing they show changed. Every entry is the viewer's own (replies differ by role) and also
 * depends on the viewer's live revision (their plan, memberships and notifications; migration 0014)
 * and on the UTC day (reviews fall overdue). What each read adds:
 * - `ofAsset`, `ofProject`: the project's revision (0006, 0008, 0010, 0013, 0021: everything in the
 *   project) and the names revision (0021: anyone's name or avatar, a project's name);
 * - `ofViewer`: the names revision;
 * - `ofProjects`: the revisions of the viewer's projects, read by the caller.
 * On SQLite (`writes`), none of these is read again while nothing has been written to the file.
 */
export function createCachedReads(db: Db, { maxBytes, writes }: { maxBytes: number; writes?: WriteGeneration }) {
  const cache = createReadCache({ maxBytes });
  const revisions = createReadRevisionsRepository(db);
  // The UTC day, made again only when a day has ended: asked several times by every cached read.
  let day = '';
  let dayStarts = 0;
  let dayEnds = 0;
  const today = () => {
    const now = Date.now();
    // Outside the day kept (a clock set back too, as tests do), it is made again.
    if (now >= dayEnds || now < dayStarts) {
      day = new Date(now).toISOString().slice(0, 10);
      dayStarts = Date.parse(`${day}T00:00:00.000Z`);
      dayEnds = dayStarts + 24 * 60 * 60 * 1000;
    }
    return day;
  };
  const stamp = (viewer: Viewer, ...parts: readonly (number | string)[]) => [today(), viewer.live_revision, ...parts].join(':');
  const read = (viewer: Viewer, key: string, revision: () => Promise<string | undefined>, build: Build) =>
    cache.read(`${viewer.id}:${key}`, writes && `${writes.current()}:${today()}`, revision, build);

  /** A read checked against one project's revision and the names revision, found from `id` by `find`. */
  const ofProjectRow =
    (find: (id: number) => Promise<{ revision: number; names: number } | undefined>) =>
    (viewer: Viewer, key: string, id: number, build: Build): Promise<string> =>
      read(viewer, key, async () => {
        const found = await find(id);
        return found && stamp(viewer, found.revision, found.names);
      }, build);

  return {
    ofAsset: ofProjectRow(revisions.ofAsset),
    ofProject: ofProjectRow(revisions.ofProject),

    ofViewer: (viewer: Viewer, key: string, build: Build): Promise<string> => read(viewer, key, async () => stamp(viewer, await revisions.names()), build),

    ofProjects: (viewer: Viewer, key: string, projectRevisions: () => Promise<string>, build: Build): Promise<string> =>
      read(viewer, key, async () => stamp(viewer, await projectRevisions()), build),
  };
}

export type CachedReads = ReturnType<typeof createCachedReads>;
