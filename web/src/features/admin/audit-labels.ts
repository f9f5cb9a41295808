import type { AuditAction, AuditEntry } from '@review/contract/audit';
import { currentIntl, type MessageId } from '../../i18n/index.ts';

/** Each action as a person reads it in the log's table and its filter. */
const AUDIT_ACTION_LABELS = {
  'auth.login': 'integrations.audit.action.authLogin',
  'auth.login_failed': 'integrations.audit.action.authLoginFailed',
  'auth.sso_login': 'integrations.audit.action.authSsoLogin',
  'auth.sso_linked': 'integrations.audit.action.authSsoLinked',
  'auth.sso_failed': 'integrations.audit.action.authSsoFailed',
  'auth.logout': 'integrations.audit.action.authLogout',
  'auth.session_revoked': 'integrations.audit.action.authSessionRevoked',
  'auth.password_changed': 'integrations.audit.action.authPasswordChanged',
  'auth.password_reset_requested': 'integrations.audit.action.authPasswordResetRequested',
  'auth.password_reset': 'integrations.audit.action.authPasswordReset',
  'token.created': 'integrations.audit.action.tokenCreated',
  'token.revoked': 'integrations.audit.action.tokenRevoked',
  'member.added': 'integrations.audit.action.memberAdded',
  'member.role_changed': 'integrations.audit.action.memberRoleChanged',
  'member.removed': 'integrations.audit.action.memberRemoved',
  'invitation.created': 'integrations.audit.action.invitationCreated',
  'invitation.revoked': 'integrations.audit.action.invitationRevoked',
  'share_link.created': 'integrations.audit.action.shareLinkCreated',
  'share_link.changed': 'integrations.audit.action.shareLinkChanged',
  'share_link.revoked': 'integrations.audit.action.shareLinkRevoked',
  'share_link.opened': 'integrations.audit.action.shareLinkOpened',
  'review.decided': 'integrations.audit.action.reviewDecided',
  'download.original': 'integrations.audit.action.downloadOriginal',
  'export.report': 'integrations.audit.action.exportReport',
  'export.comments': 'integrations.audit.action.exportComments',
  'webhook.created': 'integrations.audit.action.webhookCreated',
  'webhook.changed': 'integrations.audit.action.webhookChanged',
  'webhook.deleted': 'integrations.audit.action.webhookDeleted',
  'admin.granted': 'integrations.audit.action.adminGranted',
  'admin.revoked': 'integrations.audit.action.adminRevoked',
  'admin.user_created': 'integrations.audit.action.adminUserCreated',
  'admin.password_set': 'integrations.audit.action.adminPasswordSet',
  'admin.plan_set': 'integrations.audit.action.adminPlanSet',
  'scim.token_created': 'integrations.audit.action.scimTokenCreated',
  'scim.token_revoked': 'integrations.audit.action.scimTokenRevoked',
  'scim.user_created': 'integrations.audit.action.scimUserCreated',
  'scim.user_updated': 'integrations.audit.action.scimUserUpdated',
  'scim.user_deactivated': 'integrations.audit.action.scimUserDeactivated',
  'scim.user_reactivated': 'integrations.audit.action.scimUserReactivated',
  'scim.user_deleted': 'integrations.audit.action.scimUserDeleted',
} satisfies Record<AuditAction, MessageId>;

const TARGET_TYPES: Record<string, MessageId> = {
  user: 'integrations.audit.target.user',
  session: 'integrations.audit.target.session',
  token: 'integrations.audit.target.token',
  invitation: 'integrations.audit.target.invitation',
  share_link: 'integrations.audit.target.shareLink',
  variation: 'integrations.audit.target.variation',
  asset: 'integrations.audit.target.asset',
  project: 'integrations.audit.target.project',
  webhook: 'integrations.audit.target.webhook',
  scim_token: 'integrations.audit.target.scimToken',
};

/** The server's own names for who acted when no account did (server/src/features/audit/record-audit.ts). */
const ACTOR_LABELS: Record<string, MessageId> = {
  'operator (npm run admin)': 'integrations.audit.actor.operator',
  guest: 'integrations.audit.actor.guest',
  anonymous: 'integrations.audit.actor.anonymous',
};

/** Who acted: an account's address as recorded, the server's own names in the shown language. */
export function describeActor(entry: Pick<AuditEntry, 'actor_id' | 'actor'>): string {
  const id = entry.actor_id === null ? ACTOR_LABELS[entry.actor] : undefined;
  return id ? currentIntl().formatMessage({ id }, { command: 'npm run admin' }) : entry.actor;
}

/** An action's words; an action newer than this web (a server updated first) shows as the server names it. */
export function auditActionLabel(action: AuditAction): string {
  const id = AUDIT_ACTION_LABELS[action] as MessageId | undefined;
  return id ? currentIntl().formatMessage({ id }) : action;
}

/** What an entry acted on, e.g. 'Review link: Poster'; null when it names nothing. */
export function describeTarget(entry: Pick<AuditEntry, 'target_type' | 'target_id' | 'target'>): string | null {
  if (!entry.target_type) return null;
  const intl = currentIntl();
  const id = TARGET_TYPES[entry.target_type];
  const kind = id ? intl.formatMessage({ id }) : entry.target_type;
  const name = entry.target ?? (entry.target_id ? `#${entry.target_id}` : null);
  return name ? intl.formatMessage({ id: 'integrations.audit.target.named' }, { kind, name }) : kind;
}
