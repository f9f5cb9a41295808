import type { Person } from '@review/contract/assets';
import type { Db } from '../../db/database.ts';

/** The people behind a batch of rows, in one query: id → person. */
export async function loadPeople(db: Db, ids: (number | null)[]): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'avatar']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** How people are named in messages and e-mails: first and last name. */
export const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`.trim();
