import { randomBytes } from 'node:crypto';
import { SCIM_TOKEN_PREFIX, type CreateScimTokenBody, type ScimToken } from '@review/contract/scim';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { notFound } from '../../errors.ts';
import { createPublicId, hashToken, type UserRow } from '../auth/index.ts';
import { userActor, type AuditClient } from '../audit/index.ts';
import { createScimRepository } from './repository.ts';

/** A use is noted once a minute at most. */
const LAST_USED_EVERY_MS = 60_000;

type TokenRow = Awaited<ReturnType<ReturnType<typeof createScimRepository>['listTokens']>>[number];

const creatorName = (row: Pick<TokenRow, 'creator_first_name' | 'creator_last_name' | 'creator_email'>) =>
  row.creator_email === null ? null : `${row.creator_first_name ?? ''} ${row.creator_last_name ?? ''}`.trim() || row.creator_email;

const present = (row: TokenRow): ScimToken => ({ id: row.public_id, name: row.name, created_at: row.created_at, created_by: creatorName(row), last_used_at: row.last_used_at });

/** The token a SCIM request came with: its name is the actor of the audit entries it causes. */
export interface ScimCaller {
  id: number;
  name: string;
}

/** The identity provider's bearer tokens: made and revoked by administrators, shown once, kept as a digest. */
export function createScimTokensService(db: Db, announce: Announce) {
  const repo = createScimRepository(db);

  return {
    list: async () => (await repo.listTokens()).map(present),

    async create(admin: UserRow, body: CreateScimTokenBody, client: AuditClient) {
      const token = `${SCIM_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await db.transaction().execute(async (trx) => {
        const made = await createScimRepository(trx).insertToken({ public_id: createPublicId(), token_hash: hashToken(token), name: body.name, created_by: admin.id, created_at: new Date().toISOString() });
        await announce(trx, { type: 'scim_token.created', by: { actor: userActor(admin), client }, token: { public_id: made.public_id, name: made.name } });
        return made;
      });
      return { ...present({ ...row, creator_first_name: admin.first_name, creator_last_name: admin.last_name, creator_email: admin.email }), token };
    },

    async revoke(admin: UserRow, publicId: string, client: AuditClient) {
      await db.transaction().execute(async (trx) => {
        const revoked = await createScimRepository(trx).revokeToken(publicId, new Date().toISOString());
        if (!revoked) throw notFound('scim_token_not_found');
        await announce(trx, { type: 'scim_token.revoked', by: { actor: userActor(admin), client }, token: { public_id: revoked.public_id, name: revoked.name } });
      });
    },

    /** The token behind a bearer value if it works, noting its use; undefined for anything else. */
    async authenticate(bearer: string): Promise<ScimCaller | undefined> {
      const row = await repo.findUsableToken(hashToken(bearer));
      if (!row) return undefined;
      const now = new Date();
      const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
      if (!row.last_used_at || row.last_used_at < staleBefore) await repo.touchToken(row.id, now.toISOString(), staleBefore);
      return { id: row.id, name: row.name };
    },
  };
}

export type ScimTokensService = ReturnType<typeof createScimTokensService>;
