import { useState, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { MemberRole, ProjectMember } from '@review/contract/members';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { ErrorText } from '../../../ui/field.tsx';
import { fullName } from '../project-format.ts';
import { MEMBER_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from './role-descriptions.ts';
import { useChangeMemberRole } from './use-member-mutations.ts';

export interface EditMemberDialogProps {
  member: ProjectMember;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Changes a member's role to Admin or Member (`PUT /members/{id}`). */
export function EditMemberDialog({ member, onClose, returnFocusTo }: EditMemberDialogProps) {
  const intl = useIntl();
  const [role, setRole] = useState<MemberRole>(member.role);
  const change = useChangeMemberRole();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (role === member.role) return onClose();
    change.mutate({ memberId: member.id, role }, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onClose();
      },
    });
  }

  return (
    <Dialog title={intl.formatMessage({ id: 'projects.members.editName' }, { name: fullName(member) })} description={member.email} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">
            <FormattedMessage id="projects.members.role" />
          </legend>
          {MEMBER_ROLES.map((option) => (
            <label key={option} className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft">
              <input type="radio" name="role" value={option} checked={role === option} onChange={() => setRole(option)} className="mt-0.5 accent-accent" />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-medium">
                  <FormattedMessage id={ROLE_LABELS[option]} />
                </span>
                <span className="text-xs text-muted">
                  <FormattedMessage id={ROLE_DESCRIPTIONS[option]} />
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <ErrorText>{change.error?.message}</ErrorText>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="projects.cancel" />
          </Button>
          <Button type="submit" disabled={change.isPending}>
            <FormattedMessage id={change.isPending ? 'projects.saving' : 'projects.save'} />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
