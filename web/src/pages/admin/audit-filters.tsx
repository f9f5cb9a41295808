import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@review/contract/audit';
import { AUDIT_ACTION_LABELS } from '../../features/admin/audit-labels.ts';
import { NO_FILTER, type AuditFilterDraft } from '../../features/admin/audit-filter.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { SelectField } from '../../ui/select-field.tsx';

/** The actions in the select, by their words. */
const ACTION_OPTIONS = [...AUDIT_ACTIONS].sort((a, b) => AUDIT_ACTION_LABELS[a].localeCompare(AUDIT_ACTION_LABELS[b]));

/** The log's filters: edited freely, applied together with Filter (or Enter), cleared at once. */
export function AuditFilters({ applied, onApply }: { applied: AuditFilterDraft; onApply: (filter: AuditFilterDraft) => void }) {
  const [draft, setDraft] = useState(applied);
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
    <form aria-label="Filter the audit log" onSubmit={handleSubmit} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      <SelectField label="Action" value={draft.action} onChange={(event) => setDraft({ ...draft, action: event.target.value as AuditAction | '' })}>
        <option value="">All actions</option>
        {ACTION_OPTIONS.map((action) => (
          <option key={action} value={action}>
            {AUDIT_ACTION_LABELS[action]}
          </option>
        ))}
      </SelectField>
      <TextField label="Actor" placeholder="E-mail, guest, operator..." value={draft.actor} maxLength={200} onChange={(event) => setDraft({ ...draft, actor: event.target.value })} />
      <TextField label="From" type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
      <TextField label="To" type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        {isFiltered && (
          <Button variant="secondary" onClick={handleClear}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
