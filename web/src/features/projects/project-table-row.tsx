import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Project } from '@review/contract/projects';
import { fileUrl, formatDate } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { AssetThumbnails } from './asset-thumbnails.tsx';
import { MemberAvatars } from './member-avatars.tsx';
import { ProjectActionsMenu } from './project-actions-menu.tsx';
import { formatStorageKb, fullName } from './project-format.ts';
import { StarToggle } from './star-toggle.tsx';
import { TruncatedName } from './truncated-name.tsx';

const CELL = 'px-3 py-3 whitespace-nowrap';

export function ProjectTableRow({ project }: { project: Project }) {
  const owner = fullName(project.creator);
  return (
    <tr>
      <td className={CELL}>
        <span className="flex items-center gap-2">
          <Avatar name={owner} src={project.creator.avatar ? fileUrl(project.creator.avatar) : null} size="sm" />
          <span className="max-w-32 truncate">{owner}</span>
        </span>
      </td>
      <td className={CELL}>
        <MemberAvatars project={project} />
      </td>
      <td className={CELL}>
        <span className="flex items-center gap-2">
          <Link to={`/project/${project.id}`} className="font-medium text-fg hover:text-accent-text hover:underline">
            <TruncatedName name={project.project_name} max={20} />
          </Link>
          {project.is_archived === '1' && (
            <Badge>
              <FormattedMessage id="projects.badge.archived" />
            </Badge>
          )}
        </span>
      </td>
      <td className={CELL}>
        <AssetThumbnails assets={project.assets} />
      </td>
      <td className={`${CELL} tabular`}>{formatStorageKb(project.used_storage)}</td>
      <td className={`${CELL} tabular`}>{formatDate(project.created_at)}</td>
      <td className={`${CELL} tabular`}>{formatDate(project.updated_at)}</td>
      <td className="sticky end-0 bg-surface px-1 py-2">
        <span className="flex items-center justify-end">
          <StarToggle project={project} />
          <ProjectActionsMenu project={project} />
        </span>
      </td>
    </tr>
  );
}
