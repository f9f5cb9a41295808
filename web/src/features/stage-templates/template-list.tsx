import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TEMPLATES_PER_PROJECT, type StageTemplate } from '@review/contract/stages';
import { describeError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { TemplateRow } from './template-row.tsx';

export interface TemplateListProps {
  templates: StageTemplate[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  canManage: boolean;
  /** New template waits for the project's people, whom its stages pick reviewers from. */
  canAdd: boolean;
  newRef: RefObject<HTMLButtonElement | null>;
  onNew: () => void;
  onEdit: (template: StageTemplate) => void;
}

/** The project's templates by name; New template, Edit and Delete for its owner and admins. */
export function TemplateList({ templates, isPending, error, onRetry, canManage, canAdd, newRef, onNew, onEdit }: TemplateListProps) {
  const intl = useIntl();
  const isFull = (templates?.length ?? 0) >= TEMPLATES_PER_PROJECT;
  return (
    <div className="flex flex-col gap-3">
      {isPending && <p className="text-sm text-muted">{intl.formatMessage({ id: 'review.common.loading' })}</p>}
      {error && <LoadError message={describeError(error)} onRetry={onRetry} />}
      {templates?.length === 0 && <p className="text-sm text-muted">{intl.formatMessage({ id: canManage ? 'review.templateList.emptyManager' : 'review.templateList.empty' })}</p>}
      {templates && templates.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'review.templates.title' })} className="flex flex-col gap-2">
          {templates.map((template) => (
            <TemplateRow key={template.id} template={template} canManage={canManage} onEdit={() => onEdit(template)} />
          ))}
        </ul>
      )}
      {canManage ? (
        <div className="flex flex-col gap-1">
          <Button ref={newRef} variant="secondary" size="sm" className="self-start" disabled={!canAdd || isFull} onClick={onNew}>
            <PlusIcon />
            <FormattedMessage id="review.templates.newTitle" />
          </Button>
          {isFull && <p className="text-xs text-muted">{intl.formatMessage({ id: 'review.templateList.full' }, { max: TEMPLATES_PER_PROJECT })}</p>}
        </div>
      ) : (
        <p className="text-xs text-muted">{intl.formatMessage({ id: 'review.templateList.readOnly' })}</p>
      )}
    </div>
  );
}
