import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AUDIT_ACTIONS, type AuditAction } from '@review/contract/audit';
import { auditActionLabel } from '../../features/admin/audit-labels.ts';
import { NO_FILTER, type AuditFilterDraft } from '../../features/admin/audit-filter.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { SelectField } from '../../ui/select-field.tsx';

/** The log's filters: edited freely, applied together with Filter (or Enter), cleared at once. */
export function AuditFilters({ applied, onApply }: { applied: AuditFilterDraft; onApply: (filter: AuditFilterDraft) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(applied);
  // The actions in the select by their words, in the order of the language they are shown in.
  const actionOptions = useMemo(() => {
    const collator = new Intl.Collator(intl.locale);
    return AUDIT_ACTIONS.map((action) => ({ action, label: auditActionLabel(action) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [intl]);
  const isFiltered = JSON.stringify(applied) !== JSON.stringify(NO_FILTER);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function handleClear() {
    setDraft(NO_FILTER);
    onApply(NO_FILTER);
  }

  return (
    <form aria-label={intl.formatMessage({ id: 'integrations.audit.filter.label' })} onSubmit={handleSubmit} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      <SelectField label={intl.formatMessage({ id: 'integrations.audit.filter.action' })} value={draft.action} onChange={(event) => setDraft({ ...draft, action: event.target.value as AuditAction | '' })}>
        <option value="">{intl.formatMessage({ id: 'integrations.audit.filter.allActions' })}</option>
        {actionOptions.map(({ action, label }) => (
          <option key={action} value={action}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={intl.formatMessage({ id: 'integrations.audit.filter.actor' })}
        placeholder={intl.formatMessage({ id: 'integrations.audit.filter.actorPlaceholder' })}
        value={draft.actor}
        maxLength={200}
        onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
      />
      <TextField label={intl.formatMessage({ id: 'integrations.audit.filter.from' })} type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
      <TextField label={intl.formatMessage({ id: 'integrations.audit.filter.to' })} type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
      <div className="flex gap-2">
        <Button type="submit">{intl.formatMessage({ id: 'integrations.audit.filter.apply' })}</Button>
        {isFiltered && (
          <Button variant="secondary" onClick={handleClear}>
            {intl.formatMessage({ id: 'integrations.audit.filter.clear' })}
          </Button>
        )}
      </div>
    </form>
  );
}
