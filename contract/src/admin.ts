import { z } from 'zod';

/**
 * The instance's Administration (`/admin/...`), for administrators only (npm run admin -- set-admin).
 * Project roles give no say here.
 */

/** One account, as the Administration's Users table shows it. */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** An administrator of this server. */
  is_admin: z.boolean(),
  /** Deprovisioned (SCIM): cannot sign in; their work stays. */
  deactivated: z.boolean(),
  /** Has signed in with the company's identity provider (a linked OpenID Connect identity). */
  sso_linked: z.boolean(),
  created_at: z.string(),
  /** When the newest live session began; null when the account has none. */
  last_sign_in_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** `GET /admin/users`: every account, oldest first. */
export const AdminUserListReplySchema = z.object({ data: z.array(AdminUserSchema) });
export type AdminUserListReply = z.infer<typeof AdminUserListReplySchema>;
