import clsx from 'clsx';
import { useId } from 'react';
import { useIntl } from 'react-intl';

export interface VersionSelectProps {
  versions: readonly { id: number; version: number }[];
  value: number | undefined;
  onChange: (versionId: number) => void;
  /** Shows its label, 'Version', beside it (a review link's toolbar); the header's says it in every option. */
  isLabelShown?: boolean;
}

/** The version selector of the review screen's header and a review link's toolbar: every version, newest first. */
export function VersionSelect({ versions, value, onChange, isLabelShown = false }: VersionSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={clsx(isLabelShown ? 'text-sm font-medium' : 'sr-only')}>
        {intl.formatMessage({ id: 'asset.details.version' })}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={versions.length === 0}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-8 rounded-md border border-line bg-surface px-2 text-sm font-medium text-fg disabled:opacity-60"
      >
        {versions.length === 0 && <option value="">{intl.formatMessage({ id: 'asset.versions.none' })}</option>}
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            {intl.formatMessage({ id: 'asset.common.version' }, { version: version.version })}
          </option>
        ))}
      </select>
    </div>
  );
}
