import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Project, ProjectView } from '@review/contract/projects';
import { LoadError } from '../../ui/load-error.tsx';
import { ProjectCards } from './project-cards.tsx';
import { ProjectListSkeleton } from './project-list-skeleton.tsx';
import { ProjectTable } from './project-table.tsx';
import { useProjectList } from './use-project-list.ts';

export type ProjectLayout = 'table' | 'cards';

export interface ProjectListProps {
  view: ProjectView;
  layout: ProjectLayout;
  /** Keeps only the projects whose name or an asset title contains this text. */
  search?: string;
  /** Shown when the view has no project: a sentence and the action that fills it. */
  empty: ReactNode;
  /** Shown when the view has projects but none matches `search`. */
  noMatch?: ReactNode;
}

function matches(project: Project, search: string): boolean {
  const needle = search.toLocaleLowerCase();
  return [project.project_name, ...project.assets.map((asset) => asset.title)].some((text) => text.toLocaleLowerCase().includes(needle));
}

/** One view's projects as a table or cards, with its loading, error and empty states. */
export function ProjectList({ view, layout, search = '', empty, noMatch }: ProjectListProps) {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useProjectList(view);
  if (isPending) return <ProjectListSkeleton layout={layout} />;
  if (error) return <LoadError message={intl.formatMessage({ id: 'projects.list.loadError' })} onRetry={() => void refetch()} />;
  if (data.length === 0) return empty;
  const shown = search ? data.filter((project) => matches(project, search)) : data;
  if (shown.length === 0) return noMatch ?? empty;
  return layout === 'table' ? <ProjectTable projects={shown} /> : <ProjectCards projects={shown} />;
}
