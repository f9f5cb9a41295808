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
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/index.ts';

type NumberLimit = 'load_kb' | 'load_requests' | 'animation_seconds' | 'loops';
type Draft = Record<NumberLimit, string> & { click_tag_required: boolean };

/** Each limit's name, and its name with its unit (a field's label, a value's suffix); no unit, no suffix. */
const FIELDS: readonly { name: NumberLimit; label: MessageId; withUnit: MessageId; value: MessageId }[] = [
  { name: 'load_kb', label: 'media.limits.loadKb', withUnit: 'media.limits.loadKb.unit', value: 'media.limits.loadKb.value' },
  { name: 'load_requests', label: 'media.limits.requests', withUnit: 'media.limits.requests', value: 'media.limits.plain' },
  { name: 'animation_seconds', label: 'media.limits.seconds', withUnit: 'media.limits.seconds.unit', value: 'media.limits.seconds.value' },
  { name: 'loops', label: 'media.limits.loops', withUnit: 'media.limits.loops', value: 'media.limits.plain' },
];

/** The ad servers' variable, a name in code: the same in every language. */
const CLICK_TAG = 'clickTag';

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
  const intl = useIntl();
  if (!limits) return null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setErrors({});
    setError(undefined);
    const body = { load_kb: numberOf(draft.load_kb), load_requests: numberOf(draft.load_requests), animation_seconds: numberOf(draft.animation_seconds), loops: numberOf(draft.loops), click_tag_required: draft.click_tag_required };
    save.mutate(body, {
      onSuccess: () => {
        toast.success(intl.formatMessage({ id: 'media.limits.saved' }), { duration: 1500 });
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
      title={intl.formatMessage({ id: 'media.limits.title' })}
      actions={
        canManage &&
        !draft && (
          <Button variant="ghost" size="sm" onClick={() => setDraft(draftOf(limits))}>
            <FormattedMessage id="media.limits.edit" />
          </Button>
        )
      }
    >
      {draft ? (
        <form onSubmit={handleSubmit} className="flex flex-col gap-3" aria-label={intl.formatMessage({ id: 'media.limits.title' })} noValidate>
          <div className="grid grid-cols-2 gap-2">
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={intl.formatMessage({ id: field.withUnit })}
                inputMode="numeric"
                value={draft[field.name]}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                error={errors[field.name]}
                autoComplete="off"
              />
            ))}
          </div>
          <CheckboxField label={intl.formatMessage({ id: 'media.limits.clickTag' })} checked={draft.click_tag_required} onChange={(event) => setDraft({ ...draft, click_tag_required: event.target.checked })} error={errors.click_tag_required} />
          <ErrorText>{error}</ErrorText>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <SaveCancel label={intl.formatMessage({ id: 'media.limits.save' })} pendingLabel={intl.formatMessage({ id: 'media.limits.saving' })} isPending={save.isPending} onCancel={() => setDraft(null)} />
            <Button variant="secondary" size="sm" onClick={() => setDraft(draftOf(DEFAULT_BANNER_LIMITS))}>
              <FormattedMessage id="media.limits.useIab" />
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {FIELDS.map((field) => (
            <div key={field.name} className="contents">
              <dt className="text-muted">{intl.formatMessage({ id: field.label })}</dt>
              <dd>{intl.formatMessage({ id: field.value }, { value: limits[field.name] })}</dd>
            </div>
          ))}
          <dt className="text-muted">{CLICK_TAG}</dt>
          <dd>{intl.formatMessage({ id: limits.click_tag_required ? 'media.limits.required' : 'media.limits.notRequired' })}</dd>
          <dd className="col-span-2 text-xs text-muted">{intl.formatMessage({ id: limits.is_default ? 'media.limits.iab' : 'media.limits.custom' })}</dd>
        </dl>
      )}
    </PanelSection>
  );
}
