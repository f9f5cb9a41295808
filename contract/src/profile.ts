import { z } from 'zod';
import { PlanIdSchema } from './plans.ts';
import { withoutControlCharacters } from './text.ts';
import { UserSchema } from './user.ts';

/** `GET /profile`: the user's fields at the top level (as the spec reads them) and under `data`. */
export const ProfileReplySchema = UserSchema.extend({ data: UserSchema });
export type ProfileReply = z.infer<typeof ProfileReplySchema>;

export const UpdateProfileBodySchema = z.object({
  first_name: withoutControlCharacters(z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name is too long')),
  last_name: withoutControlCharacters(z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100, 'Last name is too long')),
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
