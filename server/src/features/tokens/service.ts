import { randomBytes } from 'node:crypto';
import { TOKEN_PREFIX, type ApiToken, type CreateTokenBody, type TokenScope } from '@review/contract/tokens';
import type { Db } from '../../db/database.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { invalid, notFound } from '../../errors.ts';
import { hashToken, type UserRow } from '../auth/index.ts';
import type { AuditContext } from '../audit/index.ts';
import { createTokensRepository } from './repository.ts';

/** A use is noted once a minute at most. */
const LAST_USED_EVERY_MS = 60_000;

type TokenRow = Awaited<ReturnType<ReturnType<typeof createTokensRepository>['insert']>>;

const readScope = (scope: string): TokenScope => (scope === 'write' ? 'write' : 'read');

const present = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: readScope(row.scope),
  created_at: row.created_at,
  expires_at: row.expires_at,
  last_used_at: row.last_used_at,
});

/** What a request authenticated by a token may do. */
export interface TokenGrant {
  id: number;
  scope: TokenScope;
}

/** Personal access tokens: made, listed and revoked by their user; shown once, kept as a digest. */
export function createTokensService(db: Db, announce: Announce) {
  const repo = createTokensRepository(db);

  return {
    async create(user: UserRow, body: CreateTokenBody, audit: AuditContext) {
      if (body.expires_at && Date.parse(body.expires_at) <= Date.now()) throw invalid('expiry_in_past', undefined, { expires_at: 'expiry_in_past' });
      // The prefix lets the server (and secret scanners) tell a token from a session at a glance.
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await db.transaction().execute(async (trx) => {
        const made = await createTokensRepository(trx).insert({
          user_id: user.id,
          name: body.name,
          scope: body.scope,
          token_hash: hashToken(token),
          created_at: new Date().toISOString(),
          expires_at: body.expires_at ? new Date(body.expires_at).toISOString() : null,
        });
        await announce(trx, { type: 'token.created', by: audit, token: { id: made.id, name: made.name, scope: made.scope, expires_at: made.expires_at } });
        return made;
      });
      return { ...present(row), token };
    },

    list: async (user: UserRow) => (await repo.listOfUser(user.id)).map(present),

    async revoke(user: UserRow, id: number, audit: AuditContext) {
      await db.transaction().execute(async (trx) => {
        const revoked = await createTokensRepository(trx).revoke(id, user.id, new Date().toISOString());
        if (!revoked) throw notFound('token_not_found');
        await announce(trx, { type: 'token.revoked', by: audit, token: { id: revoked.id, name: revoked.name } });
      });
    },

    /** The user and grant of a token that works now, noting its use; undefined for any other. */
    async authenticate(token: string): Promise<{ user: UserRow; grant: TokenGrant } | undefined> {
      const now = new Date();
      const row = await repo.findUsable(hashToken(token), now.toISOString());
      if (!row) return undefined;
      const { token_id, token_scope, token_last_used_at, ...user } = row;
      const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
      if (!token_last_used_at || token_last_used_at < staleBefore) await repo.touch(token_id, now.toISOString(), staleBefore);
      return { user, grant: { id: token_id, scope: readScope(token_scope) } };
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
