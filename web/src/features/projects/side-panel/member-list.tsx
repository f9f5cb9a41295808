import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProjectRole } from '@review/contract/members';
import type { Project } from '@review/contract/projects';
import { fileUrl } from '../../../lib/format.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { fullName } from '../project-format.ts';
import { canManageProject } from '../project-rights.ts';
import { MemberActions } from './member-actions.tsx';
import { PanelSection } from './panel-section.tsx';
import { ROLE_LABELS } from './role-descriptions.ts';

/** The owner, then everyone who joined, with role badges; owners and admins edit and remove members. */
export function MemberList({ project, userId }: { project: Project; userId: number }) {
  const intl = useIntl();
  const canManage = canManageProject(project.role);
  return (
    <PanelSection id="panel-members" title={intl.formatMessage({ id: 'projects.members.title' }, { count: project.members.length + 1 })}>
      <ul className="flex flex-col gap-2">
        <PersonRow name={fullName(project.creator)} email={project.creator.email} avatar={project.creator.avatar} role="Owner" />
        {project.members.map((member) => (
          <PersonRow key={member.id} name={fullName(member)} email={member.email} avatar={member.avatar} role={member.role}>
            {canManage && member.user_id !== userId && <MemberActions member={member} />}
          </PersonRow>
        ))}
      </ul>
    </PanelSection>
  );
}

interface PersonRowProps {
  name: string;
  email: string;
  avatar: string | null;
  role: ProjectRole;
  children?: ReactNode;
}

function PersonRow({ name, email, avatar, role, children }: PersonRowProps) {
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Avatar name={name} src={avatar ? fileUrl(avatar) : null} size="sm" />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium">{name}</span>
          <span className="truncate text-xs text-muted">{email}</span>
        </div>
        <Badge tone={role === 'Owner' ? 'accent' : 'neutral'}>
          <FormattedMessage id={ROLE_LABELS[role]} />
        </Badge>
      </div>
      {children}
    </li>
  );
}
