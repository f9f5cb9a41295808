import type { ProjectAccessEvent } from '../../domain-events/audited-events.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import { userTarget, type EntriesOf } from './entries.ts';

type Joined = Extract<DomainEvent, { type: 'invitation.accepted' }>;

const linkTarget = (event: { link_id: number; label: string }) => ({ type: 'share_link', id: event.link_id, label: event.label });
const hookTarget = (hook: { id: number; url: string }) => ({ type: 'webhook', id: hook.id, label: hook.url });

/** Members, invitations, review links, downloads, exports and webhooks: each fact's entry, in its project. */
export const PROJECT_ENTRIES: EntriesOf<ProjectAccessEvent | Joined> = {
  'invitation.accepted': ({ project_id, member_id, member_email, role, invitation_id }) => ({
    action: 'member.added',
    target: userTarget({ id: member_id, email: member_email }),
    projectId: project_id,
    details: { role, invitation_id },
  }),
  'member.role_changed': ({ project_id, member, from, to }) => ({ action: 'member.role_changed', target: userTarget(member), projectId: project_id, details: { from, to } }),
  'member.removed': ({ by, project_id, member, role }) => ({
    action: 'member.removed',
    target: userTarget(member),
    projectId: project_id,
    details: { role, ...(by.actor.userId === member.id && { left: true }) },
  }),
  'invitation.created': ({ project_id, invitation }) => ({ action: 'invitation.created', target: { type: 'invitation', id: invitation.id, label: invitation.email }, projectId: project_id, details: { role: invitation.role } }),
  'invitation.withdrawn': ({ project_id, invitation }) => ({ action: 'invitation.revoked', target: { type: 'invitation', id: invitation.id, label: invitation.email }, projectId: project_id, details: { role: invitation.role } }),
  'share_link.created': (event) => ({ action: 'share_link.created', target: linkTarget(event), projectId: event.project_id, details: { scope: event.scope, ...event.settings } }),
  'share_link.changed': (event) => ({ action: 'share_link.changed', target: linkTarget(event), projectId: event.project_id, details: { ...event.settings } }),
  'share_link.revoked': (event) => ({ action: 'share_link.revoked', target: linkTarget(event), projectId: event.project_id }),
  'share_link.opened': (event) => ({ action: 'share_link.opened', target: linkTarget(event), projectId: event.project_id }),
  'original.downloaded': ({ project_id, variation, share_link_id }) => ({
    action: 'download.original',
    target: { type: 'variation', id: variation.id, label: variation.file_name },
    projectId: project_id,
    details: share_link_id === undefined ? null : { share_link_id },
  }),
  'report.exported': ({ project_id, subject, options, share_link_id }) => ({
    action: 'export.report',
    target: subject,
    projectId: project_id,
    details: options || share_link_id !== undefined ? { ...options, ...(share_link_id !== undefined && { share_link_id }) } : null,
  }),
  'comments.exported': ({ project_id, subject }) => ({ action: 'export.comments', target: subject, projectId: project_id }),
  'webhook.created': ({ project_id, webhook, events, active }) => ({ action: 'webhook.created', target: hookTarget(webhook), projectId: project_id, details: { events, active } }),
  'webhook.changed': ({ project_id, webhook, changes }) => ({ action: 'webhook.changed', target: hookTarget(webhook), projectId: project_id, details: { ...changes } }),
  'webhook.deleted': ({ project_id, webhook }) => ({ action: 'webhook.deleted', target: hookTarget(webhook), projectId: project_id }),
};
