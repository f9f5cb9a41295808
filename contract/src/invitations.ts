import { z } from 'zod';
import { EMAIL_ADDRESS, IdSchema } from './fields.ts';
import { MemberRoleSchema } from './members.ts';

/** Spec section 5: both fields are required, with one message. */
export const INVITE_REQUIRED_MESSAGE = 'Please enter an email and select a role.';


/** An invitation as the project's side panel lists it. */
export const InvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: MemberRoleSchema,
  /** True until the invitee accepts. */
  is_pending: z.boolean(),
  created_at: z.string(),
  /** The link the invitee follows (`{PUBLIC_URL}/invite/{token}`); only owners and admins see it. */
  link: z.string().optional(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** `POST /invite`. */
export const InviteBodySchema = z.object({
  project_id: IdSchema,
  email: z
    .string({ error: INVITE_REQUIRED_MESSAGE })
    .trim()
    .min(1, INVITE_REQUIRED_MESSAGE)
    .max(254, 'Please enter a valid email address.')
    .regex(EMAIL_ADDRESS, 'Please enter a valid email address.'),
  role: z.enum(MemberRoleSchema.options, {
    error: (issue) => (issue.input === undefined || issue.input === '' || issue.input === null ? INVITE_REQUIRED_MESSAGE : 'The role must be Admin or Member.'),
  }),
  /** A personal note added to the invitation e-mail. */
  message: z.string().trim().max(1000, 'The message is too long (1000 characters at most).').nullish(),
});
export type InviteBody = z.infer<typeof InviteBodySchema>;

export const InvitationReplySchema = z.object({ message: z.string(), data: InvitationSchema });
export type InvitationReply = z.infer<typeof InvitationReplySchema>;

/** Path of `GET /invitations/{token}` and `POST /invitations/{token}/accept`. */
export const InvitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** `GET /invitations/{token}`: what the invitee sees before accepting, signed in or not. */
export const InvitationPreviewSchema = z.object({
  project_id: z.number().int(),
  project_name: z.string(),
  /** The address invited; only the account with this e-mail can accept. */
  email: z.string(),
  role: MemberRoleSchema,
  /** Full name of the person who sent the invitation. */
  invited_by: z.string(),
  /** False once accepted. */
  is_pending: z.boolean(),
  /** Whether the invited address already has an account: the page then offers signing in rather than signing up. */
  has_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const InvitationPreviewReplySchema = z.object({ data: InvitationPreviewSchema });
export type InvitationPreviewReply = z.infer<typeof InvitationPreviewReplySchema>;
