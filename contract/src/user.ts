import { z } from 'zod';
import { LocaleSchema } from './locale-schema.ts';
import { PlanIdSchema } from './plans.ts';

/** A signed-up person, as every reply shows them. */
export const UserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Path relative to the app's host (e.g. `files/avatars/ab12.webp`), or null when none was uploaded. */
  avatar: z.string().nullable(),
  /** The account's plan. */
  plan: PlanIdSchema,
  /** Whether the user opted in to the newsletter at sign-up. */
  newsletter: z.boolean(),
  /** ISO time the password was last set. */
  password_changed_at: z.string(),
  created_at: z.string(),
  /** An administrator of this server (npm run admin -- set-admin): the Administration is theirs. */
  is_admin: z.boolean(),
  /** The interface language the account chose (BCP 47: `de`, `pt-BR`), else the one negotiated from its browser at sign-up, else the server's DEFAULT_LOCALE. E-mails to the account are written in it. */
  locale: LocaleSchema,
});
export type User = z.infer<typeof UserSchema>;

/** The short form of a person shown beside things they did. */
export const UserRefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type UserRef = z.infer<typeof UserRefSchema>;
