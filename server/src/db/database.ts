import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { createPostgresPool, type PoolStats } from './postgres-pool.ts';
import type { Database } from './schema.ts';
import { trackWrites, type WriteGeneration } from './write-generation.ts';

// 64-bit integers (file sizes, counts) come back from PostgreSQL as text; read them as numbers,
// which is exact up to 2^53, far beyond any size or count here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** PostgreSQL's pool use; SQLite has one connection and no pool. */
  poolStats?: () => PoolStats;
  /** SQLite only: changes whenever the file may have changed (write-generation.ts). */
  writes?: WriteGeneration;
}

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded SQLite file in the data folder.
 * On PostgreSQL, waits for a connection and for each query are bounded (postgres-pool.ts) unless
 * `bounded` is false, as for migrations, which may rightly take longer than a request may wait.
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; onIdleError: (error: Error) => void; bounded?: boolean }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = createPostgresPool(options.databaseUrl, options);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', poolStats: pool.stats };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'review.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  const writes = trackWrites(file);
  reusePreparedStatements(file, writes.watch);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }), dialect: 'sqlite', writes };
}

/**
 * Kysely's SQLite driver prepares every statement again on each query, which measured as a sixth of
 * a project-list request. Queries come from a fixed set of shapes, so each prepared statement is kept
 * and reused (bounded, should something build SQL with varying text). Statements are only run with
 * `all`/`run`, never left iterating, so one shared statement is never busy when reused.
 */
function reusePreparedStatements(file: SQLite.Database, watch: (statement: SQLite.Statement) => SQLite.Statement, limit = 1_000) {
  const prepared = new Map<string, SQLite.Statement>();
  const prepare = file.prepare.bind(file);
  file.prepare = ((source: string) => {
    let statement = prepared.get(source);
    if (!statement) {
      if (prepared.size >= limit) prepared.clear();
      statement = watch(prepare(source));
      prepared.set(source, statement);
    }
    return statement;
  }) as typeof file.prepare;
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
