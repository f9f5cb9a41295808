import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { MemberRole } from '@review/contract/members';
import { ApiError, describeError } from '../../../lib/api-error.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorText, TextField } from '../../../ui/field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { PanelSection } from './panel-section.tsx';
import { MEMBER_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from './role-descriptions.ts';
import { useInvite } from './use-invitation-mutations.ts';

/** The plan's invitation limit is told by its code: the sentence is in the shown language. */
const isInvitationLimit = (error: Error) => error instanceof ApiError && error.code === 'plan_limit_members';

const EMPTY = { email: '', role: '' as MemberRole | '', message: '' };

/** 'Add a user': an e-mail, a role (Admin or Member) and an optional personal message. */
export function InviteForm({ projectId }: { projectId: number }) {
  const intl = useIntl();
  const [form, setForm] = useState(EMPTY);
  const [missing, setMissing] = useState(false);
  const invite = useInvite(projectId);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const email = form.email.trim();
    if (!email || !form.role) return setMissing(true);
    setMissing(false);
    const message = form.message.trim();
    invite.mutate({ email, role: form.role, ...(message ? { message } : {}) }, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setForm(EMPTY);
      },
      onError: (error) => {
        if (isInvitationLimit(error)) window.alert(intl.formatMessage({ id: 'projects.invite.limit' }));
      },
    });
  }

  const serverError = invite.error && !isInvitationLimit(invite.error) ? describeError(invite.error) : undefined;

  return (
    <PanelSection id="panel-invite" title={intl.formatMessage({ id: 'projects.invite.title' })}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3">
        <TextField label={intl.formatMessage({ id: 'projects.invite.email' })} type="email" autoComplete="off" value={form.email} onChange={set('email')} />
        <SelectField
          label={intl.formatMessage({ id: 'projects.members.role' })}
          value={form.role}
          onChange={set('role')}
          hint={form.role ? intl.formatMessage({ id: ROLE_DESCRIPTIONS[form.role] }) : undefined}
        >
          <option value="">{intl.formatMessage({ id: 'projects.invite.selectRole' })}</option>
          {MEMBER_ROLES.map((role) => (
            <option key={role} value={role}>
              {intl.formatMessage({ id: ROLE_LABELS[role] })}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={intl.formatMessage({ id: 'projects.invite.message' })} value={form.message} onChange={set('message')} rows={2} maxLength={1000} />
        <ErrorText>{missing ? intl.formatMessage({ id: 'projects.invite.required' }) : serverError}</ErrorText>
        <Button type="submit" disabled={invite.isPending}>
          <FormattedMessage id={invite.isPending ? 'projects.sending' : 'projects.invite.send'} />
        </Button>
      </form>
    </PanelSection>
  );
}
