import type { Db } from '../../db/database.ts';
import { createTokensRepository } from './repository.ts';

/** Revokes every personal access token of an account at `at`, in the caller's transaction: SCIM's deactivation. */
export const revokeTokensOf = async (db: Db, userId: number, at: string) => void (await createTokensRepository(db).revokeAllOfUser(userId, at));
