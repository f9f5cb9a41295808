import { FormattedMessage } from 'react-intl';
import type { ProjectLayout } from './project-list.tsx';

const ROWS = [0, 1, 2];

/** Placeholder rows or cards while a list loads; screen readers hear the spec's 'Loading...'. */
export function ProjectListSkeleton({ layout }: { layout: ProjectLayout }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">
        <FormattedMessage id="projects.loading" />
      </span>
      {layout === 'table' ? (
        <div aria-hidden="true" className="divide-y divide-line rounded-lg border border-line bg-surface">
          {ROWS.map((row) => (
            <div key={row} className="flex items-center gap-4 px-4 py-4">
              <span className="size-7 animate-pulse rounded-full bg-subtle" />
              <span className="h-3 w-32 animate-pulse rounded bg-subtle" />
              <span className="h-3 flex-1 animate-pulse rounded bg-subtle" />
            </div>
          ))}
        </div>
      ) : (
        <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {ROWS.map((row) => (
            <div key={row} className="flex h-44 flex-col gap-3 rounded-lg border border-line bg-surface p-4">
              <span className="h-4 w-32 animate-pulse rounded bg-subtle" />
              <span className="h-7 w-20 animate-pulse rounded-full bg-subtle" />
              <span className="flex-1 animate-pulse rounded bg-subtle" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
