import type { ReactNode } from 'react';
import type { ProjectView } from '@review/contract/projects';
import type { MessageId } from '../../i18n/index.ts';
import { ArchiveIcon, ClockIcon, FolderIcon, GridIcon, StarIcon, UsersIcon } from '../../ui/icons.tsx';

export interface DashboardView {
  view: ProjectView;
  label: MessageId;
  icon: ReactNode;
  /** The sentence of the empty state. */
  emptyText: MessageId;
}

/** The dashboard's project lists, chosen by `?view=` from the sidebar. */
export const DASHBOARD_VIEWS: readonly DashboardView[] = [
  { view: 'all', label: 'projects.views.all', icon: <GridIcon />, emptyText: 'projects.views.allEmpty' },
  { view: 'starred', label: 'projects.views.starred', icon: <StarIcon />, emptyText: 'projects.views.starredEmpty' },
  { view: 'mine', label: 'projects.views.mine', icon: <FolderIcon />, emptyText: 'projects.views.mineEmpty' },
  { view: 'shared', label: 'projects.views.shared', icon: <UsersIcon />, emptyText: 'projects.views.sharedEmpty' },
  { view: 'archived', label: 'projects.views.archived', icon: <ArchiveIcon />, emptyText: 'projects.views.archivedEmpty' },
  { view: 'recent', label: 'projects.views.recent', icon: <ClockIcon />, emptyText: 'projects.views.recentEmpty' },
];

/** The view named by `?view=`, or All Projects. */
export function findDashboardView(value: string | null): DashboardView {
  return DASHBOARD_VIEWS.find((entry) => entry.view === value) ?? DASHBOARD_VIEWS[0]!;
}
