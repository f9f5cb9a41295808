import { useIntl } from 'react-intl';
import type { Notification } from '@review/contract/notifications';
import type { NotificationFilter } from '../../features/notifications/notification-filter.ts';
import { useProjectList } from '../../features/projects/use-project-list.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';

export interface NotificationFiltersProps {
  filter: NotificationFilter;
  /** Loaded notifications: they name a chosen project the list does not hold (archived, or the list still loading). */
  loaded: readonly Notification[];
  onChange: (filter: NotificationFilter) => void;
}

/** Which project's notifications, and whether only the unread ones. */
export function NotificationFilters({ filter, loaded, onChange }: NotificationFiltersProps) {
  const intl = useIntl();
  const { data: projects = [] } = useProjectList('all');
  const { projectId } = filter;
  const isListed = projectId === null || projects.some((project) => project.id === projectId);
  const unlistedName = loaded.find((notification) => notification.project?.id === projectId)?.project?.project_name ?? intl.formatMessage({ id: 'review.notifications.projectNumbered' }, { id: projectId });

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <SelectField
        label={intl.formatMessage({ id: 'review.notifications.project' })}
        className="w-full sm:w-72"
        value={projectId ?? ''}
        onChange={(event) => onChange({ ...filter, projectId: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">{intl.formatMessage({ id: 'review.notifications.allProjects' })}</option>
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.project_name}
          </option>
        ))}
        {!isListed && <option value={projectId}>{unlistedName}</option>}
      </SelectField>
      <CheckboxField label={intl.formatMessage({ id: 'review.notifications.unreadOnly' })} className="pb-2.5" checked={filter.isUnreadOnly} onChange={(event) => onChange({ ...filter, isUnreadOnly: event.target.checked })} />
    </div>
  );
}
