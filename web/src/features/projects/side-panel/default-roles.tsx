import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Project } from '@review/contract/projects';
import { ErrorText } from '../../../ui/field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { fullName } from '../project-format.ts';
import { PanelSection } from './panel-section.tsx';
import { useSetDefaultRole } from './use-member-mutations.ts';

type Slot = 'is_default_creator' | 'is_default_approver';

/** Default Creator and Default Approver of new assets: one of the people in the project, or 'Anyone(default)'. */
export function DefaultRoles({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const intl = useIntl();
  const setRole = useSetDefaultRole(project.id);

  const handleChange = (slot: Slot) => (event: ChangeEvent<HTMLSelectElement>) => {
    const userId = event.target.value ? Number(event.target.value) : null;
    setRole.mutate({ userId, slot }, { onSuccess: (reply) => toast.success(reply.message) });
  };

  const people = project.default_roles.map((person) => (
    <option key={person.user_id} value={person.user_id}>
      {fullName(person)}
    </option>
  ));

  const anyone = intl.formatMessage({ id: 'projects.roles.anyone' });

  return (
    <PanelSection id="panel-roles" title={intl.formatMessage({ id: 'projects.roles.title' })}>
      <p className="text-xs text-muted">
        <FormattedMessage id="projects.roles.hint" />
      </p>
      <SelectField label={intl.formatMessage({ id: 'projects.roles.creator' })} value={project.default_creator_user_id ?? ''} disabled={!canEdit || setRole.isPending} onChange={handleChange('is_default_creator')}>
        <option value="">{anyone}</option>
        {people}
      </SelectField>
      <SelectField label={intl.formatMessage({ id: 'projects.roles.approver' })} value={project.default_approver_user_id ?? ''} disabled={!canEdit || setRole.isPending} onChange={handleChange('is_default_approver')}>
        <option value="">{anyone}</option>
        {people}
      </SelectField>
      <ErrorText>{setRole.error?.message}</ErrorText>
    </PanelSection>
  );
}
