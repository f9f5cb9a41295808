import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewProjectButton } from '../../features/projects/new-project-button.tsx';
import { ProjectList, type ProjectLayout } from '../../features/projects/project-list.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { findDashboardView } from './dashboard-views.tsx';
import { EmptyState } from '../../features/projects/empty-state.tsx';

/** Below this width the table does not fit: the dashboard shows cards (style.md, 375 px). */
const PHONE = '(max-width: 640px)';

const LAYOUTS = [
  { value: 'table', label: 'Table' },
  { value: 'cards', label: 'Cards' },
] as const;

/** The chosen view's projects, as a table (default) or cards, filtered by the top bar's search (`?q=`). */
export function DashboardProjects() {
  const [params] = useSearchParams();
  const current = findDashboardView(params.get('view'));
  const search = params.get('q')?.trim() ?? '';
  const isPhone = useMediaQuery(PHONE);
  const [layout, setLayout] = useState<ProjectLayout>('table');

  return (
    <section aria-labelledby="dashboard-view" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="dashboard-view" className="text-lg font-semibold">
            {current.label}
          </h2>
          {search && (
            <p className="text-sm text-muted">
              Results for “{search}” ·{' '}
              <Link to={`/?view=${current.view}`} className="font-medium text-accent-text hover:underline">
                Clear search
              </Link>
            </p>
          )}
        </div>
        {!isPhone && <SegmentedControl label="Layout" options={LAYOUTS} value={layout} onChange={setLayout} />}
      </div>
      <ProjectList
        view={current.view}
        layout={isPhone ? 'cards' : layout}
        search={search}
        empty={<EmptyState text={current.emptyText} action={<NewProjectButton className="" label="Create a project" />} />}
        noMatch={<EmptyState text={`No project or asset matches “${search}”.`} />}
      />
    </section>
  );
}
