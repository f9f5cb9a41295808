import { LRUCache } from 'lru-cache';
import type { ProjectView } from '@review/contract/projects';

interface CachedList {
  /** The viewer's project revisions the list was built from (see `ProjectsRepository.listRevisions`). */
  revisions: string;
  json: string;
}

/**
 * Serialised project lists by viewer and view. The caller reads the viewer's project revisions from
 * the database on every request and a list is served only while they are unchanged, so any writer
 * (another instance included) invalidates it; the cache saves rebuilding an unchanged list, nothing more.
 */
export function createProjectListCache({ maxBytes }: { maxBytes: number }) {
  const lists = new LRUCache<string, CachedList>({ maxSize: maxBytes, sizeCalculation: (list) => list.json.length + list.revisions.length });

  return {
    async read(viewerId: number, view: ProjectView, revisions: string, build: () => Promise<string>): Promise<string> {
      const key = `${viewerId}:${view}`;
      const cached = lists.get(key);
      if (cached?.revisions === revisions) return cached.json;
      // Revisions read before building: a write landing meanwhile leaves this entry stale-marked, never stale-served.
      const json = await build();
      lists.set(key, { revisions, json });
      return json;
    },
  };
}

export type ProjectListCache = ReturnType<typeof createProjectListCache>;
