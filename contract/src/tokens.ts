import { z } from 'zod';
import { withoutControlCharacters } from './text.ts';

/**
 * Personal access tokens: `Authorization: Bearer <token>` on any `/api/v1` call (and `/api/mcp`),
 * acting as their user within the user's rights, limited by the token's scope. A `read` token may
 * only read; neither kind manages tokens, passwords or e-mail settings.
 */
export const TOKEN_PREFIX = 'rvw_';
export const TOKEN_READ_ONLY = 'This token can only read. Make a read+write token to change things.';
export const TOKEN_NOT_HERE = 'Personal access tokens cannot manage tokens, passwords or e-mail settings. Sign in to do this.';

export const TokenScopeSchema = z.enum(['read', 'write'], { error: 'The scope must be read or write.' });
export type TokenScope = z.infer<typeof TokenScopeSchema>;

export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: TokenScopeSchema,
  created_at: z.string(),
  /** Null: it does not expire. */
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** `POST /tokens`. */
export const CreateTokenBodySchema = z.object({
  name: withoutControlCharacters(z.string({ error: 'Please name the token.' }).trim().min(1, 'Please name the token.').max(100, 'Please use at most 100 characters for the name.')),
  scope: TokenScopeSchema,
  expires_at: z.iso.datetime({ offset: true, error: 'Please give the expiry as a date and time.' }).nullish(),
});
export type CreateTokenBody = z.infer<typeof CreateTokenBodySchema>;

/** The reply to `POST /tokens`: the only time the token itself is shown. */
export const CreatedTokenReplySchema = z.object({ message: z.string(), data: ApiTokenSchema.extend({ token: z.string() }) });
export type CreatedTokenReply = z.infer<typeof CreatedTokenReplySchema>;
/** `GET /tokens`: the user's tokens that were not revoked, newest first (expired ones too). */
export const TokenListReplySchema = z.object({ data: z.array(ApiTokenSchema) });
export type TokenListReply = z.infer<typeof TokenListReplySchema>;
