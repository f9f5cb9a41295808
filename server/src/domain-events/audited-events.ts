/**
 * Facts the audit log keeps: who did what, from where, to what. Each carries `by`, and names what it
 * touched as the log names it (an address, a URL without its keys, a file name), because the thing
 * may be gone when the listener runs (a deleted hook, a removed member) and the entry must say what
 * it was then. Announced inside the transaction of the change; a fact with no change of its own (a
 * failed sign-in, a download) in a transaction of its own (`announceAlone`).
 */

/** Who acted: a signed-in user (id and e-mail), or a label alone (a guest, SCIM, the operator). */
export interface ActingParty {
  userId: number | null;
  label: string;
}

/** Where the request came from; null at the command line. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Who did it and from where. */
export interface Acting {
  actor: ActingParty;
  client: RequestOrigin | null;
}

/** An account, by its id and address. */
export interface Account {
  id: number;
  email: string;
}

/** What an export or a view was of: an asset or a project, with its title or name. */
export interface ExportedSubject {
  type: 'asset' | 'project';
  id: number;
  label: string;
}

/** A review link's settings as a change says them: whether it has a password, never the password. */
export interface LinkSettingsSaid {
  has_password?: boolean;
  expires_at?: string | null;
  allow_download?: number;
  allow_annotations?: number;
  allow_decisions?: number;
}

/** Signing in and out, passwords, sessions, tokens: an account's own facts. */
export type AccountEvent =
  | { type: 'session.signed_in'; by: Acting; user: Account }
  /** `user`: the account of the address typed, if there is one; `deactivated` when the password was right. */
  | { type: 'session.sign_in_failed'; by: Acting; user: Account | null; deactivated: boolean }
  | { type: 'session.signed_in_by_sso'; by: Acting; user: Account; issuer: string; outcome: string }
  | { type: 'sso.identity_linked'; by: Acting; user: Account; issuer: string; subject: string }
  | { type: 'sso.sign_in_failed'; by: Acting; reason: string; message: string }
  | { type: 'session.signed_out'; by: Acting; user: Account }
  /** One session ended by its owner from another; `device` as the sessions list names it. */
  | { type: 'session.revoked'; by: Acting; session_id: string; device: string }
  | { type: 'sessions.others_revoked'; by: Acting; user_id: number; signed_out: number }
  | { type: 'password.changed'; by: Acting; user: Account }
  | { type: 'password.reset_requested'; by: Acting; user: Account | null }
  | { type: 'password.reset'; by: Acting; user: Account }
  | { type: 'token.created'; by: Acting; token: { id: number; name: string; scope: string; expires_at: string | null } }
  | { type: 'token.revoked'; by: Acting; token: { id: number; name: string } };

/** The server's administration: administrators, the operator's commands, the identity provider's SCIM. */
export type AdministrationEvent =
  | { type: 'admin.granted'; by: Acting; user: Account }
  | { type: 'admin.revoked'; by: Acting; user: Account }
  | { type: 'operator.user_created'; by: Acting; user: Account }
  | { type: 'operator.password_set'; by: Acting; user: Account }
  | { type: 'operator.plan_set'; by: Acting; user: Account; from: string; to: string }
  | { type: 'scim_token.created'; by: Acting; token: { public_id: string; name: string } }
  | { type: 'scim_token.revoked'; by: Acting; token: { public_id: string; name: string } }
  /** `restored`: an account SCIM had deleted came back. */
  | { type: 'scim_user.created'; by: Acting; user: Account; active: boolean; restored: boolean }
  /** `changed`: the SCIM attributes that changed, by their SCIM names. */
  | { type: 'scim_user.updated'; by: Acting; user: Account; changed: string[] }
  | { type: 'scim_user.deactivated'; by: Acting; user: Account }
  | { type: 'scim_user.reactivated'; by: Acting; user: Account }
  | { type: 'scim_user.deleted'; by: Acting; user: Account };

/** Who may reach a project: members, invitations, review links, webhooks; and what left it: downloads, exports. */
export type ProjectAccessEvent =
  | { type: 'member.role_changed'; by: Acting; project_id: number; member: Account; from: string; to: string }
  | { type: 'member.removed'; by: Acting; project_id: number; member: Account; role: string }
  | { type: 'invitation.created'; by: Acting; project_id: number; invitation: { id: number; email: string; role: string } }
  | { type: 'invitation.withdrawn'; by: Acting; project_id: number; invitation: { id: number; email: string; role: string } }
  /** `label`: what the link shares (the asset's title or the project's name). */
  | { type: 'share_link.created'; by: Acting; project_id: number; link_id: number; label: string; scope: 'asset' | 'project'; settings: LinkSettingsSaid }
  | { type: 'share_link.changed'; by: Acting; project_id: number; link_id: number; label: string; settings: LinkSettingsSaid }
  | { type: 'share_link.revoked'; by: Acting; project_id: number; link_id: number; label: string }
  /** A browser visit opened the link (once per visit, not per read). */
  | { type: 'share_link.opened'; by: Acting; project_id: number; link_id: number; label: string }
  /** A design's original saved, by a member or through a review link (`share_link_id`). */
  | { type: 'original.downloaded'; by: Acting; project_id: number; variation: { id: number; file_name: string }; share_link_id?: number }
  /** `options`: an asset report's choice of versions. */
  | { type: 'report.exported'; by: Acting; project_id: number; subject: ExportedSubject; options?: { version_id: number | null; all_versions: boolean }; share_link_id?: number }
  | { type: 'comments.exported'; by: Acting; project_id: number; subject: ExportedSubject }
  /** Hooks are named by their URL without credentials or query (some receivers use them as keys). */
  | { type: 'webhook.created'; by: Acting; project_id: number; webhook: { id: number; url: string }; events: string[]; active: boolean }
  /** `changes`: only what changed (`url` from/to, `events`, `active`). */
  | { type: 'webhook.changed'; by: Acting; project_id: number; webhook: { id: number; url: string }; changes: { url?: { from: string; to: string }; events?: string[]; active?: boolean } }
  | { type: 'webhook.deleted'; by: Acting; project_id: number; webhook: { id: number; url: string } };

export type AuditedEvent = AccountEvent | AdministrationEvent | ProjectAccessEvent;
