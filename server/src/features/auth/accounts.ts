import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import { createSessionsRepository, createUsersRepository } from './repository.ts';

/**
 * What other features do to accounts, which are this feature's rows, in the database or
 * transaction they are given: a profile's own changes, single sign-on's accounts found by address
 * or made, and SCIM's ending of every session of a deactivated account.
 */
export const findAccountByEmail = (db: Db, email: string) => createUsersRepository(db).findByEmail(email);

export const createAccount = (db: Db, user: Insertable<UsersTable>) => createUsersRepository(db).insert(user);

export const updateAccount = (db: Db, userId: number, changes: Updateable<UsersTable>) => createUsersRepository(db).update(userId, changes);

export const endSessionsOf = async (db: Db, userId: number) => void (await createSessionsRepository(db).deleteAllOfUser(userId));
