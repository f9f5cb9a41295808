import type { Db } from '../db/database.ts';
import type { UserRow } from '../features/auth/repository.ts';
import { createReadCache, type BuiltJson } from './cache.ts';
import { createReadRevisionsRepository } from './repository.ts';

type Viewer = Pick<UserRow, 'id' | 'live_revision'>;
type Build = () => Promise<BuiltJson>;

const jsonOf = (built: BuiltJson) => (typeof built === 'string' ? built : built.json);

/**
 * The hot reads of the screens, served from a cache of serialised replies while the database says
 * nothing they show changed. Every entry is the viewer's own (replies differ by role) and also
 * depends on the viewer's live revision (their plan, memberships and notifications; migration 0014)
 * and on the UTC day (reviews fall overdue). What each read adds:
 * - `ofAsset`, `ofProject`: the project's revision (0006, 0008, 0010, 0013, 0021: everything in the
 *   project) and the names revision (0021: anyone's name or avatar, a project's name);
 * - `ofViewer`: the names revision;
 * - `ofProjects`: the revisions of the viewer's projects, read by the caller.
 */
export function createCachedReads(db: Db, { maxBytes }: { maxBytes: number }) {
  const cache = createReadCache({ maxBytes });
  const revisions = createReadRevisionsRepository(db);
  const stamp = (viewer: Viewer, ...parts: readonly (number | string)[]) => [new Date().toISOString().slice(0, 10), viewer.live_revision, ...parts].join(':');
  const read = (viewer: Viewer, key: string, revision: string, build: Build) => cache.read(`${viewer.id}:${key}`, revision, build);

  return {
    async ofAsset(viewer: Viewer, key: string, assetId: number, build: Build): Promise<string> {
      const found = await revisions.ofAsset(assetId);
      // No such asset: the build answers it (a 404) and nothing is kept.
      if (!found) return jsonOf(await build());
      return read(viewer, key, stamp(viewer, found.revision, found.names), build);
    },

    async ofProject(viewer: Viewer, key: string, projectId: number, build: Build): Promise<string> {
      const found = await revisions.ofProject(projectId);
      if (!found) return jsonOf(await build());
      return read(viewer, key, stamp(viewer, found.revision, found.names), build);
    },

    ofViewer: async (viewer: Viewer, key: string, build: Build): Promise<string> => read(viewer, key, stamp(viewer, await revisions.names()), build),

    ofProjects: (viewer: Viewer, key: string, projectRevisions: string, build: Build): Promise<string> => read(viewer, key, stamp(viewer, projectRevisions), build),
  };
}

export type CachedReads = ReturnType<typeof createCachedReads>;
