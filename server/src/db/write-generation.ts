import type SQLite from 'better-sqlite3';

/** How often SQLite is asked whether another process wrote to the file. */
export const OTHER_WRITERS_POLL_MS = 100;

/**
 * A number that changes whenever the SQLite file may have changed: at once after every statement
 * this process runs that changes a row, and within 100 ms of a write by
 * another process (an operator's script), which SQLite's `data_version` tells. While it stays the
 * same, nothing read from the file can have changed, so a reply or a session read at that number can
 * be served again without asking SQLite (read-cache, auth). PostgreSQL has no such number: any
 * number of instances write to it, and those readers ask the database every time.
 */
export function trackWrites(file: SQLite.Database) {
  let generation = 0;
  let dataVersion = file.pragma('data_version', { simple: true });

  const poll = setInterval(() => {
    try {
      const version = file.pragma('data_version', { simple: true });
      if (version !== dataVersion) {
        dataVersion = version;
        generation += 1;
      }
    } catch {
      // The file is closed: the app is stopping.
      clearInterval(poll);
    }
  }, OTHER_WRITERS_POLL_MS);
  poll.unref();

  return {
    current: () => generation,

    /**
     * Makes a statement that can write raise the generation each time it changes a row (a claim of the
     * job worker that finds nothing to do changes nothing). Rows changed by triggers come with a
     * change of the statement's own rows.
     */
    watch(statement: SQLite.Statement): SQLite.Statement {
      if (statement.readonly) return statement;
      const changed: Record<'run' | 'all' | 'get', (result: unknown) => boolean> = {
        run: (result) => (result as SQLite.RunResult).changes > 0,
        all: (rows) => (rows as unknown[]).length > 0,
        get: (row) => row !== undefined,
      };
      for (const method of ['run', 'all', 'get'] as const) {
        const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
        Object.defineProperty(statement, method, {
          value: (...args: unknown[]) => {
            const result = original(...args);
            if (changed[method](result)) generation += 1;
            return result;
          },
        });
      }
      return statement;
    },
  };
}

export type WriteGeneration = ReturnType<typeof trackWrites>;
