import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useCreateProject } from './use-create-project.ts';

/** The New Project dialog: a name and an Add button, disabled while the name is empty. */
export function NewProjectDialog({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const createProject = useCreateProject();
  const navigate = useNavigate();

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) {
      setName('');
      createProject.reset();
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    createProject.mutate(name.trim(), {
      onSuccess: (reply) => {
        toast.success('Project Created Successfully', { duration: 2000 });
        handleOpenChange(false);
        if (reply?.data?.id !== undefined) void navigate(`/project/${reply.data.id}`);
      },
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent title="New Project">
        <form onSubmit={handleSubmit} className="flex flex-col gap-4">
          <TextField label="Project name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" maxLength={255} />
          <ErrorText>{createProject.error?.message}</ErrorText>
          <div className="flex justify-end">
            <Button type="submit" disabled={!name.trim() || createProject.isPending}>
              {createProject.isPending ? 'Adding...' : 'Add'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
