import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DELIVERIES, NOTIFICATION_KINDS, type Delivery, type NotificationKind, type NotificationSettings } from '@review/contract/notifications';
import { DELIVERY_LABELS, KIND_LABELS } from '../../features/notifications/notification-labels.ts';
import { useUpdateNotificationSettings } from '../../features/notifications/use-notification-settings.ts';
import { ApiError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { RadioSegments } from '../../ui/radio-segments.tsx';
import { DigestFields } from './digest-fields.tsx';
import { changedSettings } from './notification-settings-draft.ts';

function KindRow({ kind, value, error, onChange }: { kind: NotificationKind; value: Delivery; error?: string; onChange: (value: Delivery) => void }) {
  const labelId = useId();
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span id={labelId} className="text-sm font-medium">
          {KIND_LABELS[kind]}
        </span>
        <RadioSegments labelledBy={labelId} name={`delivery-${kind}`} options={DELIVERIES.map((delivery) => ({ value: delivery, label: DELIVERY_LABELS[delivery] }))} value={value} onChange={onChange} />
      </div>
      <ErrorText>{error}</ErrorText>
    </li>
  );
}

/** Each kind's delivery and the digest's timing, saved together; only what changed is sent. */
export function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(saved);
  const update = useUpdateNotificationSettings();
  const changes = changedSettings(saved, draft);
  const isDirty = Object.keys(changes).length > 0;
  const fieldErrors = update.error instanceof ApiError ? update.error.errors : {};

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(changes, { onSuccess: (reply) => setDraft(reply.data) });
  }

  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'account.notifications.formLabel' })} onSubmit={handleSubmit} className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-line">
        {NOTIFICATION_KINDS.map((kind) => (
          <KindRow
            key={kind}
            kind={kind}
            value={draft.kinds[kind]}
            error={fieldErrors[`kinds.${kind}`]}
            onChange={(delivery) => setDraft({ ...draft, kinds: { ...draft.kinds, [kind]: delivery } })}
          />
        ))}
      </ul>
      <DigestFields value={draft} isUsed={Object.values(draft.kinds).includes('digest')} errors={fieldErrors} onChange={(digest) => setDraft({ ...draft, ...digest })} />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5" checked={draft.due_digest} onChange={(event) => setDraft({ ...draft, due_digest: event.target.checked })} />
        <span>
          <span className="font-medium">{intl.formatMessage({ id: 'account.notifications.due' })}</span>
          <span className="block text-muted">{intl.formatMessage({ id: 'account.notifications.dueDescription' })}</span>
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {intl.formatMessage({ id: update.isPending ? 'account.common.saving' : 'account.notifications.save' })}
        </Button>
        {update.isSuccess && !isDirty && (
          <p role="status" className="text-sm text-success">
            {intl.formatMessage({ id: 'account.notifications.saved' })}
          </p>
        )}
      </div>
      <ErrorText>{update.error?.message}</ErrorText>
    </form>
  );
}
