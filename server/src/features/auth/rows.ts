import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema.ts';

/** A users row as read: what other features hold of a person (the signed-in user, an author). */
export type UserRow = Selectable<UsersTable>;
