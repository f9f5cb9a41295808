import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CreateWebhookBodySchema, WEBHOOK_EVENTS, type CreateWebhookBody, type WebhookEvent } from '@review/contract/webhooks';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { eventLabel } from './webhook-labels.ts';

type FieldErrors = Partial<Record<'url' | 'events', string>>;

/** An address, the same in every language. */
const EXAMPLE_URL = 'https://example.com/hooks/review';

export interface WebhookFormProps {
  initial: CreateWebhookBody;
  /** Offers the Active box: an existing hook is switched on and off from its row. */
  hasActiveField: boolean;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  error: Error | null;
  onSubmit: (body: CreateWebhookBody) => void;
  onCancel: () => void;
}

/** URL, events and (for a new hook) whether it is on; checked against the contract before it is sent. */
export function WebhookForm({ initial, hasActiveField, submitLabel, pendingLabel, isPending, error, onSubmit, onCancel }: WebhookFormProps) {
  const intl = useIntl();
  const [url, setUrl] = useState(initial.url);
  const [events, setEvents] = useState<readonly WebhookEvent[]>(initial.events);
  const [active, setActive] = useState(initial.active ?? true);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const serverErrors: FieldErrors = error instanceof ApiError ? error.errors : {};
  const errors = { ...serverErrors, ...localErrors };

  function toggleEvent(event: WebhookEvent, isChecked: boolean) {
    // Kept in the contract's order, so the list reads the same however it was ticked.
    setEvents((current) => WEBHOOK_EVENTS.filter((each) => (each === event ? isChecked : current.includes(each))));
  }

  function handleSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const result = CreateWebhookBodySchema.safeParse({ url, events, ...(hasActiveField ? { active } : {}) });
    if (!result.success) {
      const found: FieldErrors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if ((field === 'url' || field === 'events') && !found[field]) found[field] = issue.message;
      }
      return setLocalErrors(found);
    }
    setLocalErrors({});
    onSubmit(result.data);
  }

  const formError = error && !serverErrors.url && !serverErrors.events ? describeError(error) : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        label={intl.formatMessage({ id: 'integrations.webhooks.form.url' })}
        type="url"
        inputMode="url"
        placeholder={EXAMPLE_URL}
        autoComplete="off"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.url}
        hint={intl.formatMessage({ id: 'integrations.webhooks.form.urlHint' })}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">{intl.formatMessage({ id: 'integrations.webhooks.form.events' })}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <CheckboxField key={event} label={eventLabel(event)} checked={events.includes(event)} onChange={(change) => toggleEvent(event, change.target.checked)} />
          ))}
        </div>
        <ErrorText id="webhook-events-error">{errors.events}</ErrorText>
      </fieldset>
      {hasActiveField && <CheckboxField label={intl.formatMessage({ id: 'integrations.webhooks.form.active' })} checked={active} onChange={(event) => setActive(event.target.checked)} />}
      <ErrorText>{formError}</ErrorText>
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} onCancel={onCancel} />
    </form>
  );
}
