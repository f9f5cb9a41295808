import { Suspense, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ProjectMember } from '@review/contract/members';
import { Button } from '../../../ui/button.tsx';
import { fullName } from '../project-format.ts';
import { confirmDialog, editMemberDialog } from './lazy-dialogs.ts';
import { useRemoveMember } from './use-member-mutations.ts';

function preloadDialogs() {
  confirmDialog.preload();
  editMemberDialog.preload();
}

/** Edit (role) and Remove under a member. */
export function MemberActions({ member }: { member: ProjectMember }) {
  const [open, setOpen] = useState<'edit' | 'remove' | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const remove = useRemoveMember();
  const name = fullName(member);
  const close = () => setOpen(null);

  function handleRemove() {
    remove.mutate(member.id, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        close();
      },
    });
  }

  return (
    <div className="flex justify-end gap-1" onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
      <Button ref={editRef} variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={() => setOpen('edit')}>
        Edit
      </Button>
      <Button ref={removeRef} variant="ghost" size="sm" className="text-danger!" aria-label={`Remove ${name}`} onClick={() => setOpen('remove')}>
        Remove
      </Button>
      <Suspense fallback={null}>
        {open === 'edit' && <editMemberDialog.Component member={member} onClose={close} returnFocusTo={editRef} />}
        {open === 'remove' && (
          <confirmDialog.Component
            title="Remove member"
            confirmLabel="Remove"
            pendingLabel="Removing..."
            isPending={remove.isPending}
            error={remove.error?.message}
            onConfirm={handleRemove}
            onClose={close}
            returnFocusTo={removeRef}
          >
            Remove {name} from the project? They lose access at once.
          </confirmDialog.Component>
        )}
      </Suspense>
    </div>
  );
}
