import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArchiveIcon, ClockIcon, FolderIcon, GridIcon, StarIcon, UsersIcon } from '../../ui/icons.tsx';

/** The dashboard's project lists, chosen by `?view=`. */
const VIEWS: { view: string; label: string; icon: ReactNode }[] = [
  { view: 'all', label: 'All Projects', icon: <GridIcon /> },
  { view: 'starred', label: 'Starred', icon: <StarIcon /> },
  { view: 'mine', label: 'My Projects', icon: <FolderIcon /> },
  { view: 'shared', label: 'Share with me', icon: <UsersIcon /> },
  { view: 'archived', label: 'Archived', icon: <ArchiveIcon /> },
  { view: 'recent', label: 'Recent', icon: <ClockIcon /> },
];

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const [params] = useSearchParams();
  const current = params.get('view') ?? 'all';
  return (
    <ul className="flex flex-col gap-0.5">
      {VIEWS.map(({ view, label, icon }) => (
        <li key={view}>
          <Link
            to={`/?view=${view}`}
            aria-current={view === current ? 'page' : undefined}
            onClick={onNavigate}
            className={clsx(
              'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium',
              view === current ? 'bg-accent-soft text-accent-text' : 'text-muted hover:bg-subtle hover:text-fg',
            )}
          >
            {icon}
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
