import type { Db } from '../../db/database.ts';
import { MAX_PAGE } from './discovery.ts';
import { parseUserFilter } from './filter.ts';
import { createScimRepository } from './repository.ts';
import { scimBadRequest } from './scim-errors.ts';

/** Users a page holds when `count` does not say. */
const DEFAULT_PAGE = 100;

export interface ListUsersQuery {
  filter?: unknown;
  startIndex?: unknown;
  count?: unknown;
}

function readInteger(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^-?\d{1,15}$/.test(value.trim())) throw scimBadRequest('invalidValue', `${name} must be a whole number.`);
  return Number(value.trim());
}

/**
 * GET /Users (RFC 7644 §3.4.2): filtered (filter.ts), by id, one page from `startIndex` (1-based; less
 * than 1 is 1) of `count` users (negative is 0, at most MAX_PAGE), with the total that match.
 */
export async function listUsers(db: Db, query: ListUsersQuery) {
  if (query.filter !== undefined && typeof query.filter !== 'string') throw scimBadRequest('invalidFilter', 'Give one filter.');
  const filter = query.filter?.trim() ? parseUserFilter(query.filter) : null;
  const startIndex = Math.max(1, readInteger(query.startIndex, 'startIndex') ?? 1);
  const count = Math.min(MAX_PAGE, Math.max(0, readInteger(query.count, 'count') ?? DEFAULT_PAGE));
  const { total, rows } = await createScimRepository(db).listUsers(filter, startIndex - 1, count);
  return { total, rows, startIndex };
}
