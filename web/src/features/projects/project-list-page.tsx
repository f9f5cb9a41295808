import type { ReactNode } from 'react';
import type { ProjectView } from '@review/contract/projects';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { ProjectList } from './project-list.tsx';

/** A whole page of one view (/starred, /archived): the table, or cards on phones. */
export function ProjectListPage({ view, empty }: { view: ProjectView; empty: ReactNode }) {
  const isPhone = useMediaQuery('(max-width: 640px)');
  return <ProjectList view={view} layout={isPhone ? 'cards' : 'table'} empty={empty} />;
}
