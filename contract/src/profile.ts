import { z } from 'zod';
import { LocaleSchema } from './locale-schema.ts';
import { PlanIdSchema } from './plans.ts';
import { withoutControlCharacters } from './text.ts';
import { UserSchema } from './user.ts';

/** `GET /profile`: the user's fields at the top level (as the spec reads them) and under `data`. */
export const ProfileReplySchema = UserSchema.extend({ data: UserSchema });
export type ProfileReply = z.infer<typeof ProfileReplySchema>;

/**
 * The names go together, as the spec's form sends them; the language may come with them or alone
 * (the language picker saves on its own). A body with neither is refused as missing the names.
 */
export const UpdateProfileBodySchema = z
  .object({
    first_name: withoutControlCharacters(z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name is too long')).optional(),
    last_name: withoutControlCharacters(z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100, 'Last name is too long')).optional(),
    /** The account's interface and e-mail language. */
    locale: LocaleSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.locale !== undefined && body.first_name === undefined && body.last_name === undefined) return;
    if (body.first_name === undefined) ctx.addIssue({ code: 'custom', path: ['first_name'], message: 'First name is required' });
    if (body.last_name === undefined) ctx.addIssue({ code: 'custom', path: ['last_name'], message: 'Last name is required' });
  });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const UpdateProfileReplySchema = z.object({ message: z.string(), data: UserSchema });
export type UpdateProfileReply = z.infer<typeof UpdateProfileReplySchema>;

/** `POST /profile/update-avatar` (multipart `avatar`, `_method=PUT`). */
export const UpdateAvatarReplySchema = z.object({
  message: z.string(),
  /** Relative path of the new avatar, as stored on the user. */
  avatar: z.string(),
  /** Absolute URL of the new avatar. */
  avatarUrl: z.string(),
  data: UserSchema,
});
export type UpdateAvatarReply = z.infer<typeof UpdateAvatarReplySchema>;

export const ChangePasswordBodySchema = z.object({
  current_password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters')
    .max(256, 'Password is too long'),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** Avatars: image files only, at most this many bytes. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/** `PUT /profile/plan`: switch the account's plan at once (self-hosted: no payment step). */
export const ChangePlanBodySchema = z.object({ plan: PlanIdSchema });
export type ChangePlanBody = z.infer<typeof ChangePlanBodySchema>;
