import { FormattedMessage } from 'react-intl';
import type { Project } from '@review/contract/projects';
import type { MessageId } from '../../i18n/index.ts';
import { ProjectTableRow } from './project-table-row.tsx';

const HEADINGS: readonly MessageId[] = [
  'projects.table.owner',
  'projects.table.members',
  'projects.table.title',
  'projects.table.assets',
  'projects.table.size',
  'projects.table.created',
  'projects.table.modified',
];

/** The dashboard's table view (spec section 2). Scrolls sideways inside itself on mid-size windows. */
export function ProjectTable({ projects }: { projects: Project[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full min-w-[52rem] text-start text-sm">
        <thead className="border-b border-line text-xs font-medium text-muted">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-3 text-start font-medium whitespace-nowrap">
                <FormattedMessage id={heading} />
              </th>
            ))}
            <th scope="col" className="sticky end-0 bg-surface px-1 py-3">
              <span className="sr-only">
                <FormattedMessage id="projects.table.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {projects.map((project) => (
            <ProjectTableRow key={project.id} project={project} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
