import { useParams } from 'react-router';
import { PageBody } from '../../layout/page-header.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { useProject } from '../../features/projects/use-project.ts';

export function ProjectPage() {
  const { id = '' } = useParams();
  const { data: project, error, isPending, refetch } = useProject(id);
  return (
    <PageBody wide>
      <Breadcrumb items={[{ label: 'Dashboard', to: '/' }, { label: project?.project_name ?? '' }]} />
      {isPending && <p className="text-muted">Loading...</p>}
      {error && <LoadError message="Error loading project" onRetry={() => void refetch()} />}
      {project && (
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold break-words">{project.project_name}</h1>
          {project.description && <p className="text-sm text-muted">{project.description}</p>}
        </div>
      )}
    </PageBody>
  );
}
