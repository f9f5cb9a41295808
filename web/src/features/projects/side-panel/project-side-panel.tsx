import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconButton } from '../../../ui/icon-button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { SidebarIcon } from '../../../ui/icons.tsx';
import { BannerLimitsSection } from '../../banners/banner-limits-section.tsx';
import { useCurrentUser } from '../../session/use-session.ts';
import { ReviewTemplatesSection } from '../../stage-templates/review-templates-section.tsx';
import { WebhooksSection } from '../../webhooks/webhooks-section.tsx';
import { WebsiteSettingsSection } from '../../websites/website-settings-section.tsx';
import { canManageProject } from '../project-rights.ts';
import { useProject } from '../use-project.ts';
import { AttachmentsSection } from './attachments-section.tsx';
import { DefaultRoles } from './default-roles.tsx';
import { DescriptionEditor } from './description-editor.tsx';
import { ExportSection } from './export-section.tsx';
import { InvitationList } from './invitation-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { LeaveProject } from './leave-project.tsx';
import { MemberList } from './member-list.tsx';
import { ProjectNameEditor } from './project-name-editor.tsx';
import { StorageSection } from './storage-section.tsx';

export interface ProjectSidePanelProps {
  projectId: number;
}

const PANEL_ID = 'project-side-panel';

/**
 * The project board's collapsible side panel, in the spec's order: name, description, attachments,
 * members, pending invitations, 'Add a user', roles, storage, export; then Leave Project for non-owners.
 */
export function ProjectSidePanel({ projectId }: ProjectSidePanelProps) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(true);
  if (!isOpen) {
    return (
      <div className="flex shrink-0 justify-end md:flex-col md:justify-start">
        <IconButton label={intl.formatMessage({ id: 'projects.panel.show' })} aria-expanded={false} aria-controls={PANEL_ID} onClick={() => setIsOpen(true)}>
          <SidebarIcon />
        </IconButton>
      </div>
    );
  }
  return (
    <aside id={PANEL_ID} aria-label={intl.formatMessage({ id: 'projects.panel.title' })} className="flex w-full shrink-0 flex-col gap-4 rounded-lg border border-line bg-surface p-4 md:w-80">
      <div className="-mt-1 -me-1 flex items-center justify-between">
        <span className="text-xs font-medium tracking-wide text-muted uppercase">
          <FormattedMessage id="projects.panel.title" />
        </span>
        <IconButton label={intl.formatMessage({ id: 'projects.panel.hide' })} aria-expanded aria-controls={PANEL_ID} onClick={() => setIsOpen(false)}>
          <SidebarIcon />
        </IconButton>
      </div>
      <PanelContent projectId={projectId} />
    </aside>
  );
}

function PanelContent({ projectId }: ProjectSidePanelProps) {
  const intl = useIntl();
  const user = useCurrentUser();
  const { data: project, error, isPending, refetch } = useProject(String(projectId));
  if (isPending) {
    return (
      <p className="text-sm text-muted">
        <FormattedMessage id="projects.loading" />
      </p>
    );
  }
  if (error) return <LoadError message={intl.formatMessage({ id: 'projects.project.loadError' })} onRetry={() => void refetch()} />;
  const canManage = canManageProject(project.role);
  return (
    <>
      <div className="flex flex-col gap-2">
        <ProjectNameEditor project={project} canEdit={canManage} />
        <DescriptionEditor project={project} canEdit={canManage} />
      </div>
      <AttachmentsSection project={project} userId={user.id} />
      <MemberList project={project} userId={user.id} />
      {canManage && <InvitationList project={project} />}
      {canManage && <InviteForm projectId={project.id} />}
      <DefaultRoles project={project} canEdit={canManage} />
      <StorageSection project={project} />
      <ExportSection projectId={project.id} />
      <ReviewTemplatesSection projectId={project.id} canManage={canManage} />
      <WebsiteSettingsSection projectId={project.id} canManage={canManage} />
      <BannerLimitsSection projectId={project.id} canManage={canManage} />
      {canManage && <WebhooksSection projectId={project.id} />}
      {project.role !== 'Owner' && <LeaveProject project={project} />}
    </>
  );
}
