import { z } from 'zod';
import { FlagStringSchema, flagInput } from './fields.ts';
import { InvitationSchema } from './invitations.ts';
import { DefaultRoleSchema, ProjectMemberSchema, ProjectRoleSchema } from './members.ts';
import { UserRefSchema } from './user.ts';

/** Longest project name accepted, after trimming. */
export const PROJECT_NAME_MAX = 100;
/** Longest description accepted, markup included. */
export const PROJECT_DESCRIPTION_MAX = 20_000;

/** The owner as every project shows them (spec: creator {first_name, last_name, email}, plus id and avatar). */
export const ProjectCreatorSchema = UserRefSchema;
export type ProjectCreator = z.infer<typeof ProjectCreatorSchema>;

/** One asset of a project as lists show it (the table's thumbnails); filled by the assets capability. */
export const ProjectAssetSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  /** Path of a small preview relative to the app's host, or null while none exists. */
  thumbnail: z.string().nullable(),
});
export type ProjectAssetSummary = z.infer<typeof ProjectAssetSummarySchema>;

/** A project as the signed-in user sees it (spec section 3). */
export const ProjectSchema = z.object({
  id: z.number().int(),
  project_name: z.string(),
  /** Sanitised markup; empty when none was written. */
  description: z.string(),
  /** The owner's user id. */
  user_id: z.number().int(),
  creator: ProjectCreatorSchema,
  /** Everyone who joined through an invitation; the owner is `creator`, not listed here. */
  members: z.array(ProjectMemberSchema),
  assets: z.array(ProjectAssetSummarySchema),
  /** Bytes of every stored file of the project, in KB. */
  used_storage: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the signed-in user archived it for themselves. */
  is_archived: FlagStringSchema,
  /** Whether the signed-in user starred it. */
  is_starred: FlagStringSchema,
  /** The owner then each member, with whether they are the default creator or approver of new assets. */
  default_roles: z.array(DefaultRoleSchema),
  /** User id of the default creator of new assets, or null for 'Anyone(default)'. */
  default_creator_user_id: z.number().int().nullable(),
  /** User id of the default approver of new assets, or null for 'Anyone(default)'. */
  default_approver_user_id: z.number().int().nullable(),
  /** Invitations with their state, newest first; empty for plain members. */
  invitations: z.array(InvitationSchema),
  /** The signed-in user's role in the project. */
  role: ProjectRoleSchema,
  /** When the signed-in user last opened or changed it; null if never. */
  opened_at: z.string().nullable(),
});
export type Project = z.infer<typeof ProjectSchema>;

/**
 * `GET /projects?view=`: all (default), starred, mine (owned), shared (others' projects),
 * archived (archived by me), recent (opened or changed by me, most recent first, at most 20).
 */
export const ProjectViewSchema = z.enum(['all', 'starred', 'mine', 'shared', 'archived', 'recent']);
export type ProjectView = z.infer<typeof ProjectViewSchema>;

export const ProjectListQuerySchema = z.object({
  view: z.enum(ProjectViewSchema.options, { error: `view must be one of ${ProjectViewSchema.options.join(', ')}.` }).optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;

export const ProjectListReplySchema = z.object({ data: z.array(ProjectSchema) });
export type ProjectListReply = z.infer<typeof ProjectListReplySchema>;

export const ProjectReplySchema = z.object({ data: ProjectSchema });
export type ProjectReply = z.infer<typeof ProjectReplySchema>;

/** Replies of the calls that change a project: a sentence and the project as it now is. */
export const ProjectMessageReplySchema = z.object({ message: z.string(), data: ProjectSchema });
export type ProjectMessageReply = z.infer<typeof ProjectMessageReplySchema>;

const projectName = z
  .string({ error: 'Please enter a project name.' })
  .trim()
  .min(1, 'Please enter a project name.')
  .max(PROJECT_NAME_MAX, `The project name may have at most ${PROJECT_NAME_MAX} characters.`);

/** `POST /projects`. */
export const CreateProjectBodySchema = z.object({ project_name: projectName });
export type CreateProjectBody = z.infer<typeof CreateProjectBodySchema>;

/** `PUT /projects/{id}`: any of the three; `is_archived` is the signed-in user's own flag. */
export const UpdateProjectBodySchema = z
  .object({
    is_archived: flagInput('is_archived').optional(),
    description: z
      .string({ error: 'The description must be text.' })
      .max(PROJECT_DESCRIPTION_MAX, `The description may have at most ${PROJECT_DESCRIPTION_MAX} characters.`)
      .nullish(),
    project_name: projectName.optional(),
  })
  .refine((body) => body.is_archived !== undefined || body.description !== undefined || body.project_name !== undefined, {
    error: 'Send is_archived, description or project_name.',
  });
export type UpdateProjectBody = z.infer<typeof UpdateProjectBodySchema>;

/** `PUT /projects/{id}/star`. */
export const StarProjectBodySchema = z.object({ is_starred: flagInput('is_starred') });
export type StarProjectBody = z.infer<typeof StarProjectBodySchema>;
