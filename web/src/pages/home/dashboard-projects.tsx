import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  { value: 'table', label: 'projects.dashboard.table' },
  { value: 'cards', label: 'projects.dashboard.cards' },
] as const;

/** The chosen view's projects, as a table (default) or cards, filtered by the top bar's search (`?q=`). */
export function DashboardProjects() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const current = findDashboardView(params.get('view'));
  const search = params.get('q')?.trim() ?? '';
  const isPhone = useMediaQuery(PHONE);
  const [layout, setLayout] = useState<ProjectLayout>('table');
  const layouts = LAYOUTS.map((option) => ({ ...option, label: intl.formatMessage({ id: option.label }) }));

  return (
    <section aria-labelledby="dashboard-view" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="dashboard-view" className="text-lg font-semibold">
            <FormattedMessage id={current.label} />
          </h2>
          {search && (
            <p className="text-sm text-muted">
              <FormattedMessage
                id="projects.dashboard.results"
                values={{
                  search,
                  clear: (
                    <Link to={`/?view=${current.view}`} className="font-medium text-accent-text hover:underline">
                      <FormattedMessage id="projects.dashboard.clearSearch" />
                    </Link>
                  ),
                }}
              />
            </p>
          )}
        </div>
        {!isPhone && <SegmentedControl label={intl.formatMessage({ id: 'projects.dashboard.layout' })} options={layouts} value={layout} onChange={setLayout} />}
      </div>
      <ProjectList
        view={current.view}
        layout={isPhone ? 'cards' : layout}
        search={search}
        empty={<EmptyState text={intl.formatMessage({ id: current.emptyText })} action={<NewProjectButton className="" label={intl.formatMessage({ id: 'projects.dashboard.create' })} />} />}
        noMatch={<EmptyState text={intl.formatMessage({ id: 'projects.dashboard.noMatch' }, { search })} />}
      />
    </section>
  );
}
