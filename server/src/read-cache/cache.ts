import { LRUCache } from 'lru-cache';

/** What a build gives: the serialised reply, and when it must be built again even if nothing changed. */
export type BuiltJson = string | { json: string; until: number };

interface Entry {
  revision: string;
  json: string;
  /** Epoch milliseconds; Infinity when only a change can make the entry stale. */
  until: number;
}

/**
 * Serialised replies by key, each kept with the revision it was built at. The caller reads the
 * revision from the database on every request and an entry is served only while it is unchanged, so
 * any writer (another instance included) invalidates it: the cache saves rebuilding an unchanged
 * reply, nothing more.
 */
export function createReadCache({ maxBytes }: { maxBytes: number }) {
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.json.length + entry.revision.length });

  return {
    async read(key: string, revision: string, build: () => Promise<BuiltJson>): Promise<string> {
      const cached = entries.get(key);
      if (cached?.revision === revision && cached.until > Date.now()) return cached.json;
      // The revision was read before building: a write landing meanwhile leaves this entry stale-marked, never stale-served.
      const built = await build();
      const entry = typeof built === 'string' ? { revision, json: built, until: Infinity } : { revision, ...built };
      entries.set(key, entry);
      return entry.json;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
