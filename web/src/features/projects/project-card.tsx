import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Project } from '@review/contract/projects';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { MemberAvatars } from './member-avatars.tsx';
import { ProjectActionsMenu } from './project-actions-menu.tsx';
import { formatStorageKb } from './project-format.ts';
import { StarToggle } from './star-toggle.tsx';
import { TruncatedName } from './truncated-name.tsx';
import { UploadDesignControl } from './upload-design-control.tsx';

/** The dashboard's card view of one project: name, people, its assets (scrolling past 50vh) and an upload control. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <article aria-labelledby={`project-card-${project.id}`} className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`project-card-${project.id}`} className="text-base font-semibold">
            <Link to={`/project/${project.id}`} className="hover:text-accent-text hover:underline">
              <TruncatedName name={project.project_name} max={15} />
            </Link>
          </h2>
          <p className="text-xs text-muted tabular">
            <FormattedMessage id="projects.card.sizeModified" values={{ size: formatStorageKb(project.used_storage), date: formatDate(project.updated_at) }} />
          </p>
        </div>
        <div className="-mt-1 -me-2 flex items-center">
          <StarToggle project={project} />
          <ProjectActionsMenu project={project} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        <MemberAvatars project={project} />
        {project.is_archived === '1' && (
          <Badge>
            <FormattedMessage id="projects.badge.archived" />
          </Badge>
        )}
      </div>
      <CardAssetList project={project} />
      <div className="mt-auto flex justify-end">
        <UploadDesignControl projectId={project.id} projectName={project.project_name} />
      </div>
    </article>
  );
}

function CardAssetList({ project }: { project: Project }) {
  const intl = useIntl();
  if (project.assets.length === 0) {
    return (
      <p className="text-sm text-muted">
        <FormattedMessage id="projects.card.noAssets" />
      </p>
    );
  }
  return (
    <ul aria-label={intl.formatMessage({ id: 'projects.card.assets' }, { name: project.project_name })} className="flex max-h-[50vh] flex-col gap-1 overflow-y-auto rounded-md border border-line p-1">
      {project.assets.map((asset) => (
        <li key={asset.id}>
          <Link to={`/asset/${asset.id}`} className="flex items-center gap-2 rounded px-1.5 py-1 text-sm hover:bg-subtle">
            {asset.thumbnail ? (
              <img src={'/' + asset.thumbnail} alt="" loading="lazy" className="size-8 shrink-0 rounded border border-line bg-subtle object-cover" />
            ) : (
              <span aria-hidden="true" className="size-8 shrink-0 rounded border border-line bg-subtle" />
            )}
            <span className="min-w-0 truncate">
              <TruncatedName name={asset.title} max={20} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
