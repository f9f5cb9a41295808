import { z } from 'zod';

/** A row id: a positive integer, also accepted as its decimal text (forms and path segments send text). */
export const IdSchema = z.coerce
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .positive('Must be a positive number.')
  .max(2_147_483_647, 'Is too large.');

/** Path parameters of `/{resource}/{id}`. */
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** A per-user on/off flag on the wire: the strings `'0'` and `'1'` (spec section 3). */
export const FlagStringSchema = z.enum(['0', '1']);
export type FlagString = z.infer<typeof FlagStringSchema>;

const FLAG_INPUTS = ['0', '1', 'true', 'false'] as const;

/** An on/off flag in a request: `'0'`/`'1'`, `0`/`1`, `true`/`false` (and their text), read as a boolean. */
export const flagInput = (field: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(FLAG_INPUTS)], { error: `${field} must be 0 or 1.` })
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** Something that looks like an address: local@domain.tld (sign-up, invitations, review-link guests). */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
