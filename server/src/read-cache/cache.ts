import { LRUCache } from 'lru-cache';

/** What a build gives: the serialised reply, and when it must be built again even if nothing changed. */
export type BuiltJson = string | { json: string; until: number };

interface Entry {
  revision: string;
  /** The write generation and day it was last found current at (SQLite); see `read`. */
  checkedAt: string | undefined;
  json: string;
  /** Epoch milliseconds; Infinity when only a change can make the entry stale. */
  until: number;
}

const jsonOf = (built: BuiltJson) => (typeof built === 'string' ? built : built.json);

/**
 * Serialised replies by key, each kept with the revision it was built at. An entry is served only
 * while the revision the database gives now is the same, so any writer (another instance included)
 * invalidates it: the cache saves rebuilding an unchanged reply, nothing more. On SQLite, `checkedAt`
 * (the file's write generation and the day) spares even reading the revision while nothing has been
 * written since the entry was last found current.
 */
export function createReadCache({ maxBytes }: { maxBytes: number }) {
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.json.length + entry.revision.length });

  return {
    /** `revision` answers undefined when there is nothing to read (a 404): the build answers that, and nothing is kept. */
    async read(key: string, checkedAt: string | undefined, revision: () => Promise<string | undefined>, build: () => Promise<BuiltJson>): Promise<string> {
      const cached = entries.get(key);
      if (cached && checkedAt !== undefined && cached.checkedAt === checkedAt && cached.until > Date.now()) return cached.json;
      const current = await revision();
      if (current === undefined) return jsonOf(await build());
      if (cached?.revision === current && cached.until > Date.now()) {
        cached.checkedAt = checkedAt;
        return cached.json;
      }
      // The revision was read before building: a write landing meanwhile leaves this entry stale-marked, never stale-served.
      const built = await build();
      const entry = typeof built === 'string' ? { revision: current, checkedAt, json: built, until: Infinity } : { revision: current, checkedAt, ...built };
      entries.set(key, entry);
      return entry.json;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
