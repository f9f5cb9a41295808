import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const templates = useStageTemplates(projectId, { enabled: true });
  const [templateId, setTemplateId] = useState('');
  const hintId = useId();
  const list = templates.data ?? [];
  const placeholder = intl.formatMessage({
    id: templates.isPending ? 'asset.common.loading' : templates.error ? 'asset.stages.templatesError' : list.length === 0 ? 'asset.stages.noTemplates' : 'asset.stages.chooseTemplate',
  });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <SelectField label={intl.formatMessage({ id: 'asset.stages.template' })} className="flex-1" value={templateId} disabled={list.length === 0} aria-describedby={hintId} onChange={(event) => setTemplateId(event.target.value)}>
          <option value="">{placeholder}</option>
          {list.map((template) => (
            <option key={template.id} value={template.id}>
              {template.is_default ? intl.formatMessage({ id: 'asset.stages.defaultTemplate' }, { name: template.name }) : template.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" disabled={templateId === '' || isPending} onClick={() => onUse(Number(templateId))}>
          <FormattedMessage id="asset.stages.useTemplate" />
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted">
        <FormattedMessage id="asset.stages.templateHint" />
      </p>
    </div>
  );
}
