import clsx from 'clsx';
import { useIntl } from 'react-intl';
import type { Project } from '@review/contract/projects';
import { IconButton } from '../../ui/icon-button.tsx';
import { StarFilledIcon, StarOutlineIcon } from './project-icons.tsx';
import { useStarProject } from './use-star-project.ts';

/** Stars or unstars the project for the signed-in user; the star changes at once. */
export function StarToggle({ project }: { project: Pick<Project, 'id' | 'project_name' | 'is_starred'> }) {
  const intl = useIntl();
  const star = useStarProject();
  const isStarred = project.is_starred === '1';
  return (
    <IconButton
      label={intl.formatMessage({ id: 'projects.star' }, { name: project.project_name })}
      aria-pressed={isStarred}
      onClick={() => star.mutate({ projectId: project.id, isStarred: !isStarred })}
      className={clsx(isStarred && 'text-amber-600! dark:text-amber-400!')}
    >
      {isStarred ? <StarFilledIcon /> : <StarOutlineIcon />}
    </IconButton>
  );
}
