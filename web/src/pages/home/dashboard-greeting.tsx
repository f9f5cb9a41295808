import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../lib/format.ts';
import { useCurrentUser } from '../../features/session/use-session.ts';
import { useProjectList } from '../../features/projects/use-project-list.ts';
import { useFirstVisit } from './use-first-visit.ts';

/** Today in the viewer's zone, as a label ('Jul 01, 2024') and as a machine-readable date. */
function readToday() {
  const now = new Date();
  const iso = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return { iso, label: formatDate(now) };
}

/** 'Welcome, {first_name}' on the first visit, 'Welcome back, {first_name}' after; how many projects the user can open, and today's date. */
export function DashboardGreeting() {
  const user = useCurrentUser();
  const { data: projects } = useProjectList('all');
  const [today] = useState(readToday);
  const isFirstVisit = useFirstVisit(user.id);
  const count = projects?.length;
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id={isFirstVisit ? 'projects.dashboard.welcome' : 'projects.dashboard.welcomeBack'} values={{ name: user.first_name }} />
      </h1>
      <p className="text-sm text-muted">
        {count !== undefined && (
          <>
            <FormattedMessage id="projects.dashboard.access" values={{ count, n: (chunks) => <span className="tabular">{chunks}</span> }} />
            <span aria-hidden="true"> · </span>
          </>
        )}
        <time dateTime={today.iso}>{today.label}</time>
      </p>
    </div>
  );
}
