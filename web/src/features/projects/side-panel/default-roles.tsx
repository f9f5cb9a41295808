import type { ChangeEvent } from 'react';
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

  return (
    <PanelSection id="panel-roles" title="Roles">
      <p className="text-xs text-muted">Applied to new assets of this project.</p>
      <SelectField label="Default Creator" value={project.default_creator_user_id ?? ''} disabled={!canEdit || setRole.isPending} onChange={handleChange('is_default_creator')}>
        <option value="">Anyone(default)</option>
        {people}
      </SelectField>
      <SelectField label="Default Approver" value={project.default_approver_user_id ?? ''} disabled={!canEdit || setRole.isPending} onChange={handleChange('is_default_approver')}>
        <option value="">Anyone(default)</option>
        {people}
      </SelectField>
      <ErrorText>{setRole.error?.message}</ErrorText>
    </PanelSection>
  );
}
