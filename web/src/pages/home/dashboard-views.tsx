import type { ReactNode } from 'react';
import type { ProjectView } from '@review/contract/projects';
import { ArchiveIcon, ClockIcon, FolderIcon, GridIcon, StarIcon, UsersIcon } from '../../ui/icons.tsx';

export interface DashboardView {
  view: ProjectView;
  label: string;
  icon: ReactNode;
  /** The sentence of the empty state. */
  emptyText: string;
}

/** The dashboard's project lists, chosen by `?view=` from the sidebar. */
export const DASHBOARD_VIEWS: readonly DashboardView[] = [
  { view: 'all', label: 'All Projects', icon: <GridIcon />, emptyText: 'No projects yet. Create your first project to start collecting feedback.' },
  { view: 'starred', label: 'Starred', icon: <StarIcon />, emptyText: 'No starred projects yet. Star a project to find it here.' },
  { view: 'mine', label: 'My Projects', icon: <FolderIcon />, emptyText: 'You have not created a project yet.' },
  { view: 'shared', label: 'Share with me', icon: <UsersIcon />, emptyText: 'No one has shared a project with you yet.' },
  { view: 'archived', label: 'Archived', icon: <ArchiveIcon />, emptyText: 'No archived projects.' },
  { view: 'recent', label: 'Recent', icon: <ClockIcon />, emptyText: 'No recent projects. The projects you open or change show up here.' },
];

/** The view named by `?view=`, or All Projects. */
export function findDashboardView(value: string | null): DashboardView {
  return DASHBOARD_VIEWS.find((entry) => entry.view === value) ?? DASHBOARD_VIEWS[0]!;
}
