import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DIGEST_WINDOWS, type NotificationSettings } from '@review/contract/notifications';
import { DIGEST_WINDOW_LABELS } from '../../features/notifications/notification-labels.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { RadioSegments } from '../../ui/radio-segments.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { hourLabel, timeZoneChoices } from './notification-settings-draft.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type DigestSettings = Pick<NotificationSettings, 'digest' | 'digest_hour' | 'time_zone'>;

export interface DigestFieldsProps {
  value: DigestSettings;
  onChange: (value: DigestSettings) => void;
  /** Whether any kind goes to the digest; when none does, these settings wait unused. */
  isUsed: boolean;
  errors: Partial<Record<keyof DigestSettings, string>>;
}

/** When the digest e-mail goes out: every hour, or once a day at an hour of the user's time zone. */
export function DigestFields({ value, onChange, isUsed, errors }: DigestFieldsProps) {
  const intl = useIntl();
  const labelId = useId();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = useMemo(() => timeZoneChoices(Intl.supportedValuesOf('timeZone'), value.time_zone, browserZone), [value.time_zone, browserZone]);

  return (
    <div className="flex flex-col gap-4 border-t border-line pt-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-col gap-0.5">
          <h3 id={labelId} className="text-sm font-semibold">
            {intl.formatMessage({ id: 'account.digest.title' })}
          </h3>
          <p className="text-xs text-muted">{intl.formatMessage({ id: isUsed ? 'account.digest.used' : 'account.digest.unused' })}</p>
        </div>
        <RadioSegments labelledBy={labelId} name="digest" options={DIGEST_WINDOWS.map((choice) => ({ value: choice, label: DIGEST_WINDOW_LABELS[choice] }))} value={value.digest} onChange={(digest) => onChange({ ...value, digest })} />
      </div>
      {value.digest === 'daily' && (
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <SelectField label={intl.formatMessage({ id: 'account.digest.sendAt' })} value={value.digest_hour} error={errors.digest_hour} onChange={(event) => onChange({ ...value, digest_hour: Number(event.target.value) })}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </SelectField>
          <div className="flex min-w-0 flex-col gap-2">
            <SelectField
              label={intl.formatMessage({ id: 'account.digest.timeZone' })}
              value={value.time_zone}
              error={errors.time_zone}
              hint={intl.formatMessage({ id: 'account.digest.browserZone' }, { zone: browserZone })}
              onChange={(event) => onChange({ ...value, time_zone: event.target.value })}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </SelectField>
            {value.time_zone !== browserZone && (
              <Button variant="secondary" size="sm" className="self-start" onClick={() => onChange({ ...value, time_zone: browserZone })}>
                {intl.formatMessage({ id: 'account.digest.useZone' }, { zone: browserZone.replaceAll('_', ' ') })}
              </Button>
            )}
          </div>
        </div>
      )}
      <ErrorText>{errors.digest}</ErrorText>
    </div>
  );
}
