import type { AuditAction, AuditEntry } from '@review/contract/audit';

/** Each action as a person reads it in the log's table and its filter. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.sso_login': 'Signed in with single sign-on',
  'auth.sso_linked': 'Linked to single sign-on',
  'auth.sso_failed': 'Single sign-on failed',
  'auth.logout': 'Signed out',
  'auth.session_revoked': 'Session signed out',
  'auth.password_changed': 'Password changed',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password reset',
  'token.created': 'API token created',
  'token.revoked': 'API token revoked',
  'member.added': 'Member added',
  'member.role_changed': 'Member role changed',
  'member.removed': 'Member removed',
  'invitation.created': 'Invitation sent',
  'invitation.revoked': 'Invitation withdrawn',
  'share_link.created': 'Review link created',
  'share_link.changed': 'Review link changed',
  'share_link.revoked': 'Review link revoked',
  'share_link.opened': 'Review link opened',
  'review.decided': 'Review decision',
  'download.original': 'Original downloaded',
  'export.report': 'Report exported',
  'export.comments': 'Comments exported',
  'webhook.created': 'Webhook added',
  'webhook.changed': 'Webhook changed',
  'webhook.deleted': 'Webhook deleted',
  'admin.granted': 'Made an administrator',
  'admin.revoked': 'No longer an administrator',
  'admin.user_created': 'Account created by the operator',
  'admin.password_set': 'Password set by the operator',
  'admin.plan_set': 'Plan set by the operator',
  'scim.token_created': 'SCIM token created',
  'scim.token_revoked': 'SCIM token revoked',
  'scim.user_created': 'Account provisioned (SCIM)',
  'scim.user_updated': 'Account updated (SCIM)',
  'scim.user_deactivated': 'Account deactivated (SCIM)',
  'scim.user_reactivated': 'Account reactivated (SCIM)',
  'scim.user_deleted': 'Account deleted (SCIM)',
};

const TARGET_TYPES: Record<string, string> = {
  user: 'Account',
  session: 'Session',
  token: 'API token',
  invitation: 'Invitation',
  share_link: 'Review link',
  variation: 'Design file',
  asset: 'Asset',
  project: 'Project',
  webhook: 'Webhook',
  scim_token: 'SCIM token',
};

/** What an entry acted on, e.g. 'Review link: Poster'; null when it names nothing. */
export function describeTarget(entry: Pick<AuditEntry, 'target_type' | 'target_id' | 'target'>): string | null {
  if (!entry.target_type) return null;
  const kind = TARGET_TYPES[entry.target_type] ?? entry.target_type;
  const name = entry.target ?? (entry.target_id ? `#${entry.target_id}` : null);
  return name ? `${kind}: ${name}` : kind;
}
