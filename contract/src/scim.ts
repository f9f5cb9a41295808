import { z } from 'zod';
import { withoutControlCharacters } from './text.ts';

/**
 * SCIM 2.0 provisioning (RFC 7643/7644): a company's identity provider creates, updates and
 * deactivates accounts at `SCIM_BASE_PATH`, sending `Authorization: Bearer <SCIM token>`. An
 * administrator makes those tokens under `/admin/scim-tokens`; each is shown once.
 */
export const SCIM_BASE_PATH = '/scim/v2';
/** Tells a SCIM token from a session or a personal access token at a glance (secret scanners too). */
export const SCIM_TOKEN_PREFIX = 'scim_';

export const ScimTokenSchema = z.object({
  /** A random public id: never the token or its digest. */
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  /** The administrator who made it; null once their account is gone. */
  created_by: z.string().nullable(),
  /** Noted at most once a minute. */
  last_used_at: z.string().nullable(),
});
export type ScimToken = z.infer<typeof ScimTokenSchema>;

/** `POST /admin/scim-tokens`. */
export const CreateScimTokenBodySchema = z.object({
  /** Names the identity provider or connection, e.g. "Okta". */
  name: withoutControlCharacters(z.string({ error: 'Please name the token.' }).trim().min(1, 'Please name the token.').max(100, 'Please use at most 100 characters for the name.')),
});
export type CreateScimTokenBody = z.infer<typeof CreateScimTokenBodySchema>;

/** The reply to `POST /admin/scim-tokens`: the only time the token itself is shown. */
export const CreatedScimTokenReplySchema = z.object({ message: z.string(), data: ScimTokenSchema.extend({ token: z.string() }) });
export type CreatedScimTokenReply = z.infer<typeof CreatedScimTokenReplySchema>;

/** `GET /admin/scim-tokens`: the tokens not revoked, newest first. */
export const ScimTokenListReplySchema = z.object({ data: z.array(ScimTokenSchema) });
export type ScimTokenListReply = z.infer<typeof ScimTokenListReplySchema>;

/** `DELETE /admin/scim-tokens/{id}`. */
export const ScimTokenParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'That is not a SCIM token id.') });
export type ScimTokenParams = z.infer<typeof ScimTokenParamsSchema>;
