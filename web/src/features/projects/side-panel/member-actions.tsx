import { Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
      <Button ref={editRef} variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'projects.members.editName' }, { name })} onClick={() => setOpen('edit')}>
        <FormattedMessage id="projects.members.edit" />
      </Button>
      <Button ref={removeRef} variant="ghost" size="sm" className="text-danger!" aria-label={intl.formatMessage({ id: 'projects.members.removeName' }, { name })} onClick={() => setOpen('remove')}>
        <FormattedMessage id="projects.remove" />
      </Button>
      <Suspense fallback={null}>
        {open === 'edit' && <editMemberDialog.Component member={member} onClose={close} returnFocusTo={editRef} />}
        {open === 'remove' && (
          <confirmDialog.Component
            title={intl.formatMessage({ id: 'projects.members.removeTitle' })}
            confirmLabel={intl.formatMessage({ id: 'projects.remove' })}
            pendingLabel={intl.formatMessage({ id: 'projects.removing' })}
            isPending={remove.isPending}
            error={remove.error?.message}
            onConfirm={handleRemove}
            onClose={close}
            returnFocusTo={removeRef}
          >
            <FormattedMessage id="projects.members.removeQuestion" values={{ name }} />
          </confirmDialog.Component>
        )}
      </Suspense>
    </div>
  );
}
