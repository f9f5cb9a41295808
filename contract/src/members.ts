import { z } from 'zod';
import { IdSchema, flagInput } from './fields.ts';
import { UserRefSchema } from './user.ts';

/** A project's roles as the side panel shows them; the owner is the project's creator. */
export const ProjectRoleSchema = z.enum(['Owner', 'Admin', 'Member']);
export type ProjectRole = z.infer<typeof ProjectRoleSchema>;

/** The roles an invitation or a role change may give. */
export const MemberRoleSchema = z.enum(['Admin', 'Member']);
export type MemberRole = z.infer<typeof MemberRoleSchema>;

/** Someone who joined a project through an invitation. */
export const ProjectMemberSchema = UserRefSchema.omit({ id: true }).extend({
  /** The membership's id: the `{id}` of `PUT/DELETE /members/{id}`. */
  id: z.number().int(),
  user_id: z.number().int(),
  role: MemberRoleSchema,
  /** When the member joined. */
  created_at: z.string(),
});
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;

/** One person who may be the project's default creator or approver: the owner, then each member. */
export const DefaultRoleSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** New assets of the project get this person as their creator. */
  is_default_creator: z.boolean(),
  /** New assets of the project get this person as their approver. */
  is_default_approver: z.boolean(),
});
export type DefaultRole = z.infer<typeof DefaultRoleSchema>;

/** `PUT /members/{id}` (also `/api/members/{id}`). */
export const UpdateMemberBodySchema = z.object({
  role: z.enum(MemberRoleSchema.options, { error: 'The role must be Admin or Member.' }),
});
export type UpdateMemberBody = z.infer<typeof UpdateMemberBodySchema>;

export const MemberReplySchema = z.object({ message: z.string(), data: ProjectMemberSchema });
export type MemberReply = z.infer<typeof MemberReplySchema>;

/**
 * `POST /default-role`. `user_id` null or '' means 'Anyone(default)'. A flag that is set makes
 * `user_id` hold that role (or clears it for 'Anyone'); a flag sent as false takes the role away
 * from `user_id` if they held it; a flag left out changes nothing.
 */
export const SetDefaultRoleBodySchema = z.object({
  user_id: z.union([z.literal('').transform(() => null), z.null(), IdSchema]).optional().transform((value) => value ?? null),
  project_id: IdSchema,
  is_default_creator: flagInput('is_default_creator').optional(),
  is_default_approver: flagInput('is_default_approver').optional(),
});
export type SetDefaultRoleBody = z.infer<typeof SetDefaultRoleBodySchema>;
