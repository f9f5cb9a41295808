import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { describeError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { PanelSection } from '../projects/side-panel/panel-section.tsx';
import { AddWebhookDialog } from './add-webhook-dialog.tsx';
import { useWebhooks } from './use-webhooks.ts';
import { WebhookRow } from './webhook-row.tsx';

/** The side panel's Webhooks, for project managers: the project's hooks and Add webhook. */
export function WebhooksSection({ projectId }: { projectId: number }) {
  const intl = useIntl();
  const { data: webhooks, error, isPending, refetch } = useWebhooks(projectId);
  const [isAdding, setIsAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);

  return (
    <PanelSection
      id="panel-webhooks"
      title={intl.formatMessage({ id: 'integrations.webhooks.title' })}
      actions={
        <Button ref={addRef} variant="secondary" size="sm" onClick={() => setIsAdding(true)}>
          <PlusIcon />
          {intl.formatMessage({ id: 'integrations.webhooks.add.action' })}
        </Button>
      }
    >
      {isPending && <p className="text-sm text-muted">{intl.formatMessage({ id: 'integrations.common.loading' })}</p>}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {webhooks?.length === 0 && <p className="text-sm text-muted">{intl.formatMessage({ id: 'integrations.webhooks.empty' })}</p>}
      {webhooks && webhooks.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'integrations.webhooks.title' })} className="flex flex-col gap-2">
          {webhooks.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} />
          ))}
        </ul>
      )}
      {isAdding && <AddWebhookDialog projectId={projectId} onClose={() => setIsAdding(false)} returnFocusTo={addRef} />}
    </PanelSection>
  );
}
