import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { ProjectBoard } from '../../features/board/project-board.tsx';
import { canManageProject } from '../../features/projects/project-rights.ts';
import { ProjectSidePanel } from '../../features/projects/side-panel/project-side-panel.tsx';
import { useProject } from '../../features/projects/use-project.ts';
import { ShareButton } from '../../features/sharing/share-button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /project/{id}: the project's status board, Share project for managers, and the side panel (details, members, roles, storage). */
export function ProjectPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data: project, error, isPending, refetch } = useProject(id);
  useDocumentTitle(project?.project_name);
  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-col gap-6 p-4 sm:p-6">
      <Breadcrumb items={[{ label: intl.formatMessage({ id: 'projects.dashboard.title' }), to: '/' }, { label: project?.project_name ?? '' }]} />
      {isPending && <p className="text-muted">{intl.formatMessage({ id: 'projects.loading' })}</p>}
      {error && <LoadError message={intl.formatMessage({ id: 'projects.project.loadError' })} onRetry={() => void refetch()} />}
      {project && (
        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h1 className="min-w-0 text-2xl font-semibold break-words">{project.project_name}</h1>
              {canManageProject(project.role) && <ShareButton target={{ scope: 'project', id: project.id }} label={intl.formatMessage({ id: 'projects.share' })} />}
            </div>
            <ProjectBoard projectId={project.id} />
          </div>
          <ProjectSidePanel projectId={project.id} />
        </div>
      )}
    </div>
  );
}
