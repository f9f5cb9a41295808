import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { unavailable } from '../errors.ts';

/** How long a request may wait for a connection, and for one query, before it is told the database is down. */
export const DATABASE_WAIT_MS = 4_000;

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATE: connection exceptions (class 08), the server shutting down or starting (57P01-57P03), too many connections.
const CONNECTION_SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
// What pg and pg-pool say when a socket closes, a connect or a query times out, or a broken client is used.
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable/;

/** Connections of the pool, for metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

/** True when an error says the database cannot be reached, as opposed to a query it refused. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || CONNECTION_SQLSTATES.test(code))) return true;
  return CONNECTION_MESSAGES.test(error.message);
}

const databaseUnavailable = (cause: unknown) => unavailable('database_unavailable', cause);

/**
 * A pg pool for Kysely that keeps the process alive and its requests bounded through a database
 * restart or a database that stops answering:
 * - a connection that fails while a request holds it (pg emits 'error' on the client, and nothing
 *   listens to a checked-out client, so it ended the process) is marked broken and destroyed on
 *   release instead of going back to the pool;
 * - waiting for a connection and each query are bounded, and a timed-out query's connection is
 *   destroyed too (its answer may still come, and would be read as the next query's);
 * - connection failures become a 503 with Retry-After; the pool opens fresh connections by itself
 *   once the database answers again.
 */
export function createPostgresPool(
  connectionString: string,
  options: { onIdleError: (error: Error) => void; bounded?: boolean },
): PostgresPool & { stats: () => PoolStats } {
  const bounded = options.bounded ?? true;
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    keepAlive: true,
    ...(bounded && { connectionTimeoutMillis: DATABASE_WAIT_MS, query_timeout: DATABASE_WAIT_MS }),
  });
  pool.on('error', options.onIdleError);

  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect().catch((error: unknown) => {
        throw isConnectionError(error) ? databaseUnavailable(error) : error;
      });
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on('error', onError);
      const query = (text: string, parameters: readonly unknown[]) =>
        client.query(text, parameters as unknown[]).catch((error: unknown) => {
          if (!isConnectionError(error)) throw error;
          broken ??= error as Error;
          throw databaseUnavailable(error);
        });
      return {
        // Only the (sql, parameters) form: the app never streams rows through a cursor.
        query: query as unknown as PostgresPoolClient['query'],
        release() {
          client.removeListener('error', onError);
          client.release(broken);
        },
      };
    },
    end: () => pool.end(),
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
