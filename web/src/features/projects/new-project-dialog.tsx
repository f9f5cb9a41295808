import { useState, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PROJECT_NAME_MAX } from '@review/contract/projects';
import { ApiError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { ProjectLimitDialog } from './project-limit-dialog.tsx';
import { useCreateProject } from './use-create-project.ts';

export interface NewProjectDialogProps {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

const isPlanLimit = (error: Error | null): error is ApiError => error instanceof ApiError && error.code === 'plan_limit';

/** The New Project dialog: a name and an Add button, disabled while the name is empty; at the plan's limit, a modal says so. */
export function NewProjectDialog({ onClose, returnFocusTo }: NewProjectDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const createProject = useCreateProject();
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    createProject.mutate({ project_name: name.trim() }, {
      onSuccess: (reply) => {
        toast.success(intl.formatMessage({ id: 'projects.new.created' }), { duration: 2000 });
        onClose();
        void navigate(`/project/${reply.data.id}`);
      },
    });
  }

  if (isPlanLimit(createProject.error)) {
    return <ProjectLimitDialog message={createProject.error.message} onClose={onClose} returnFocusTo={returnFocusTo} />;
  }

  return (
    <Dialog title={intl.formatMessage({ id: 'projects.new.title' })} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField label={intl.formatMessage({ id: 'projects.name.label' })} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" maxLength={PROJECT_NAME_MAX} />
        <ErrorText>{createProject.error?.message}</ErrorText>
        <div className="flex justify-end">
          <Button type="submit" disabled={!name.trim() || createProject.isPending}>
            {intl.formatMessage({ id: createProject.isPending ? 'projects.new.adding' : 'projects.new.add' })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
