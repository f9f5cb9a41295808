import { Link } from 'react-router';
import { LoadError } from '../../ui/load-error.tsx';
import { useProjectList, type ProjectListPath } from './use-project-list.ts';

export interface ProjectNameListProps {
  path: ProjectListPath;
  /** Sentence shown when the list is empty. */
  emptyText: string;
}

/** The projects of one list endpoint, by name, each linking to its board. */
export function ProjectNameList({ path, emptyText }: ProjectNameListProps) {
  const { data, error, isPending, refetch } = useProjectList(path);
  if (isPending) return <p className="text-muted">Loading...</p>;
  if (error) return <LoadError message="Error loading projects" onRetry={() => void refetch()} />;
  if (data.length === 0) return <p className="text-muted">{emptyText}</p>;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
      {data.map((project) => (
        <li key={project.id}>
          <Link to={`/project/${project.id}`} className="block truncate px-4 py-3 text-sm font-medium hover:bg-subtle">
            {project.project_name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
