import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StageTemplate } from '@review/contract/stages';
import { describeError } from '../../lib/api-error.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { describeSteps, describeTemplate } from './template-labels.ts';
import { useDeleteStageTemplate } from './use-stage-template-mutations.ts';

export interface TemplateRowProps {
  template: StageTemplate;
  /** Offers Edit and Delete: the project's owner and admins keep templates, members read them. */
  canManage: boolean;
  onEdit: () => void;
}

/** One template: its name (and whether new assets take it), its steps in order, and for managers Edit and Delete. */
export function TemplateRow({ template, canManage, onEdit }: TemplateRowProps) {
  const intl = useIntl();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteStageTemplate(template.project_id);

  // The promise rather than mutate's callbacks: those are dropped once the deleted template leaves the list.
  function handleDelete() {
    remove.mutateAsync(template.id).then(
      (reply) => toast.success(reply.message),
      () => undefined, // shown in the dialog, from remove.error
    );
  }

  return (
    <li className="flex flex-col gap-1 rounded-md border border-line p-3">
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium">{template.name}</span>
        {template.is_default && <Badge>{intl.formatMessage({ id: 'review.templateRow.default' })}</Badge>}
      </div>
      <p className="text-sm">{describeSteps(template.stages)}</p>
      <p className="text-xs text-muted">{describeTemplate(template)}</p>
      {canManage && (
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'review.templateRow.editNamed' }, { name: template.name })} onClick={onEdit}>
            <FormattedMessage id="review.link.edit" />
          </Button>
          <Button ref={deleteRef} variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'review.templateRow.deleteNamed' }, { name: template.name })} onClick={() => setIsConfirming(true)}>
            <FormattedMessage id="review.common.delete" />
          </Button>
        </div>
      )}
      {isConfirming && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'review.templateRow.deleteTitle' })}
          confirmLabel={intl.formatMessage({ id: 'review.common.delete' })}
          pendingLabel={intl.formatMessage({ id: 'review.common.deleting' })}
          isPending={remove.isPending}
          error={remove.error ? describeError(remove.error) : undefined}
          onConfirm={handleDelete}
          onClose={() => setIsConfirming(false)}
          returnFocusTo={deleteRef}
        >
          <FormattedMessage id="review.templateRow.deleteText" values={{ name: <span className="break-words">{template.name}</span> }} />
        </ConfirmDialog>
      )}
    </li>
  );
}
