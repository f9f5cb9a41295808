import type { AccountEvent, AdministrationEvent } from '../../domain-events/audited-events.ts';
import { userTarget, type EntriesOf } from './entries.ts';

/** Signing in and out, passwords, sessions and tokens: each fact's entry. */
export const ACCOUNT_ENTRIES: EntriesOf<AccountEvent> = {
  'session.signed_in': ({ user }) => ({ action: 'auth.login', target: userTarget(user) }),
  'session.sign_in_failed': ({ user, deactivated }) => ({ action: 'auth.login_failed', target: user && userTarget(user), details: deactivated ? { reason: 'deactivated' } : null }),
  'session.signed_in_by_sso': ({ user, issuer, outcome }) => ({ action: 'auth.sso_login', target: userTarget(user), details: { issuer, outcome } }),
  'sso.identity_linked': ({ user, issuer, subject }) => ({ action: 'auth.sso_linked', target: userTarget(user), details: { issuer, subject } }),
  'sso.sign_in_failed': ({ reason, message }) => ({ action: 'auth.sso_failed', details: { reason, message } }),
  'session.signed_out': ({ user }) => ({ action: 'auth.logout', target: userTarget(user) }),
  'session.revoked': ({ session_id, device }) => ({ action: 'auth.session_revoked', target: { type: 'session', id: session_id, label: device } }),
  // The account is the actor's own: named as they are.
  'sessions.others_revoked': ({ by, user_id, signed_out }) => ({ action: 'auth.session_revoked', target: { type: 'user', id: user_id, label: by.actor.label }, details: { all_others: true, signed_out } }),
  'password.changed': ({ user }) => ({ action: 'auth.password_changed', target: userTarget(user) }),
  'password.reset_requested': ({ user }) => ({ action: 'auth.password_reset_requested', target: user && userTarget(user) }),
  'password.reset': ({ user }) => ({ action: 'auth.password_reset', target: userTarget(user) }),
  'token.created': ({ token }) => ({ action: 'token.created', target: { type: 'token', id: token.id, label: token.name }, details: { scope: token.scope, expires_at: token.expires_at } }),
  'token.revoked': ({ token }) => ({ action: 'token.revoked', target: { type: 'token', id: token.id, label: token.name } }),
};

/** Administrators, the operator's commands and SCIM: each fact's entry. */
export const ADMINISTRATION_ENTRIES: EntriesOf<AdministrationEvent> = {
  'admin.granted': ({ user }) => ({ action: 'admin.granted', target: userTarget(user) }),
  'admin.revoked': ({ user }) => ({ action: 'admin.revoked', target: userTarget(user) }),
  'operator.user_created': ({ user }) => ({ action: 'admin.user_created', target: userTarget(user) }),
  'operator.password_set': ({ user }) => ({ action: 'admin.password_set', target: userTarget(user) }),
  'operator.plan_set': ({ user, from, to }) => ({ action: 'admin.plan_set', target: userTarget(user), details: { from, to } }),
  'scim_token.created': ({ token }) => ({ action: 'scim.token_created', target: { type: 'scim_token', id: token.public_id, label: token.name } }),
  'scim_token.revoked': ({ token }) => ({ action: 'scim.token_revoked', target: { type: 'scim_token', id: token.public_id, label: token.name } }),
  'scim_user.created': ({ user, active, restored }) => ({ action: 'scim.user_created', target: userTarget(user), details: { active, ...(restored && { restored: true }) } }),
  'scim_user.updated': ({ user, changed }) => ({ action: 'scim.user_updated', target: userTarget(user), details: { changed } }),
  'scim_user.deactivated': ({ user }) => ({ action: 'scim.user_deactivated', target: userTarget(user) }),
  'scim_user.reactivated': ({ user }) => ({ action: 'scim.user_reactivated', target: userTarget(user) }),
  'scim_user.deleted': ({ user }) => ({ action: 'scim.user_deleted', target: userTarget(user) }),
};
