import { DEFAULT_BANNER_LIMITS, type BannerLimits } from '@review/contract/banners';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { SaveCancel } from '../../ui/save-cancel.tsx';
import { PanelSection } from '../projects/side-panel/panel-section.tsx';
import { useBannerLimits, useSaveBannerLimits } from './use-banner-limits.ts';

type NumberLimit = 'load_kb' | 'load_requests' | 'animation_seconds' | 'loops';
type Draft = Record<NumberLimit, string> & { click_tag_required: boolean };

const FIELDS: readonly { name: NumberLimit; label: string; unit: string }[] = [
  { name: 'load_kb', label: 'Initial load', unit: 'KB' },
  { name: 'load_requests', label: 'Requests at load', unit: '' },
  { name: 'animation_seconds', label: 'Animation length', unit: 's' },
  { name: 'loops', label: 'Loops', unit: '' },
];

const draftOf = (limits: BannerLimits): Draft => ({ load_kb: String(limits.load_kb), load_requests: String(limits.load_requests), animation_seconds: String(limits.animation_seconds), loops: String(limits.loops), click_tag_required: limits.click_tag_required });

/** A field left as typed: the server's rule names what is wrong with it. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The side panel's banner limits: what the project's HTML5 banners' checks are judged against (the
 * IAB's HTML5 guidelines until changed). Managers change them, or put the IAB's back; everyone else
 * reads them. Saved, every banner's checks show the new verdicts without being measured again.
 */
export function BannerLimitsSection({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { data: limits } = useBannerLimits(projectId);
  const save = useSaveBannerLimits(projectId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  if (!limits) return null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setErrors({});
    setError(undefined);
    const body = { load_kb: numberOf(draft.load_kb), load_requests: numberOf(draft.load_requests), animation_seconds: numberOf(draft.animation_seconds), loops: numberOf(draft.loops), click_tag_required: draft.click_tag_required };
    save.mutate(body, {
      onSuccess: () => {
        toast.success('Banner limits saved.', { duration: 1500 });
        setDraft(null);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && Object.keys(failure.errors).length > 0) setErrors(failure.errors);
        else setError(failure.message);
      },
    });
  }

  return (
    <PanelSection
      id="panel-banner-limits"
      title="Banner limits"
      actions={
        canManage &&
        !draft && (
          <Button variant="ghost" size="sm" onClick={() => setDraft(draftOf(limits))}>
            Edit
          </Button>
        )
      }
    >
      {draft ? (
        <form onSubmit={handleSubmit} className="flex flex-col gap-3" aria-label="Banner limits" noValidate>
          <div className="grid grid-cols-2 gap-2">
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.unit ? `${field.label} (${field.unit})` : field.label}
                inputMode="numeric"
                value={draft[field.name]}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                error={errors[field.name]}
                autoComplete="off"
              />
            ))}
          </div>
          <CheckboxField label="A clickTag is required" checked={draft.click_tag_required} onChange={(event) => setDraft({ ...draft, click_tag_required: event.target.checked })} error={errors.click_tag_required} />
          <ErrorText>{error}</ErrorText>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <SaveCancel label="Save" pendingLabel="Saving..." isPending={save.isPending} onCancel={() => setDraft(null)} />
            <Button variant="secondary" size="sm" onClick={() => setDraft(draftOf(DEFAULT_BANNER_LIMITS))}>
              Use the IAB's limits
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {FIELDS.map((field) => (
            <div key={field.name} className="contents">
              <dt className="text-muted">{field.label}</dt>
              <dd>
                {limits[field.name]}
                {field.unit && ` ${field.unit}`}
              </dd>
            </div>
          ))}
          <dt className="text-muted">clickTag</dt>
          <dd>{limits.click_tag_required ? 'Required' : 'Not required'}</dd>
          <dd className="col-span-2 text-xs text-muted">{limits.is_default ? "The IAB's HTML5 guidelines." : 'Set for this project.'}</dd>
        </dl>
      )}
    </PanelSection>
  );
}
