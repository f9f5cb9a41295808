import { useId, useState } from 'react';
import { useStageTemplates } from '../../../../features/stages/use-stage-templates.ts';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';

export interface TemplatePickerProps {
  projectId: number;
  isPending: boolean;
  onUse: (templateId: number) => void;
}

/** One of the project's stage templates, copied onto the asset at once (the server replaces its stages). */
export function TemplatePicker({ projectId, isPending, onUse }: TemplatePickerProps) {
  const templates = useStageTemplates(projectId, { enabled: true });
  const [templateId, setTemplateId] = useState('');
  const hintId = useId();
  const list = templates.data ?? [];
  const placeholder = templates.isPending ? 'Loading...' : templates.error ? 'Templates could not be loaded' : list.length === 0 ? 'No templates in this project' : 'Choose a template';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <SelectField label="Template" className="flex-1" value={templateId} disabled={list.length === 0} aria-describedby={hintId} onChange={(event) => setTemplateId(event.target.value)}>
          <option value="">{placeholder}</option>
          {list.map((template) => (
            <option key={template.id} value={template.id}>
              {template.is_default ? `${template.name} (default)` : template.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" disabled={templateId === '' || isPending} onClick={() => onUse(Number(templateId))}>
          Use template
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted">
        Replaces the stages below with the template’s, and saves them.
      </p>
    </div>
  );
}
