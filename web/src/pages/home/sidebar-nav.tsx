import clsx from 'clsx';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { DASHBOARD_VIEWS, findDashboardView } from './dashboard-views.tsx';
import { ReviewNavLink } from './review-nav-link.tsx';

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const [params] = useSearchParams();
  const current = findDashboardView(params.get('view')).view;
  return (
    <ul className="flex flex-col gap-0.5">
      {DASHBOARD_VIEWS.map(({ view, label, icon }) => (
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
            <FormattedMessage id={label} />
          </Link>
        </li>
      ))}
      <li className="mt-2 border-t border-line pt-2">
        <ReviewNavLink onNavigate={onNavigate} />
      </li>
    </ul>
  );
}
