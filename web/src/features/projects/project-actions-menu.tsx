import { Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Project } from '@review/contract/projects';
import { DropdownMenu, MenuItem } from '../../ui/dropdown-menu.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { MoreIcon } from './project-icons.tsx';
import { canManageProject } from './project-rights.ts';
import { useArchiveProject } from './use-archive-project.ts';

const renameDialog = lazyComponent(() => import('./rename-project-dialog.tsx').then((m) => m.RenameProjectDialog));
const deleteDialog = lazyComponent(() => import('./delete-project-dialog.tsx').then((m) => m.DeleteProjectDialog));

type OpenDialog = 'rename' | 'delete' | null;

function preloadDialogs() {
  renameDialog.preload();
  deleteDialog.preload();
}

/** Rename (owner and admins), Archive/Unarchive (anyone, for themselves), Delete (owner). */
export function ProjectActionsMenu({ project }: { project: Project }) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { isArchived, toggleArchive } = useArchiveProject(project);
  const close = () => setDialog(null);

  return (
    <>
      <DropdownMenu
        trigger={
          <IconButton ref={triggerRef} label={intl.formatMessage({ id: 'projects.actions.label' }, { name: project.project_name })} onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
            <MoreIcon />
          </IconButton>
        }
      >
        {canManageProject(project.role) && <MenuItem onSelect={() => setDialog('rename')}><FormattedMessage id="projects.actions.rename" /></MenuItem>}
        <MenuItem onSelect={toggleArchive}><FormattedMessage id={isArchived ? 'projects.actions.unarchive' : 'projects.actions.archive'} /></MenuItem>
        {project.role === 'Owner' && (
          <MenuItem tone="danger" onSelect={() => setDialog('delete')}>
            <FormattedMessage id="projects.actions.delete" />
          </MenuItem>
        )}
      </DropdownMenu>
      <Suspense fallback={null}>
        {dialog === 'rename' && <renameDialog.Component project={project} onClose={close} returnFocusTo={triggerRef} />}
        {dialog === 'delete' && <deleteDialog.Component project={project} onClose={close} returnFocusTo={triggerRef} />}
      </Suspense>
    </>
  );
}
