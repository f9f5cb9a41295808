import clsx from 'clsx';
import { useId } from 'react';

export interface VersionSelectProps {
  versions: readonly { id: number; version: number }[];
  value: number | undefined;
  onChange: (versionId: number) => void;
  /** Shows its label, 'Version', beside it (a review link's toolbar); the header's says it in every option. */
  isLabelShown?: boolean;
}

/** The version selector of the review screen's header and a review link's toolbar: every version, newest first. */
export function VersionSelect({ versions, value, onChange, isLabelShown = false }: VersionSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={clsx(isLabelShown ? 'text-sm font-medium' : 'sr-only')}>
        Version
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={versions.length === 0}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-8 rounded-md border border-line bg-surface px-2 text-sm font-medium text-fg disabled:opacity-60"
      >
        {versions.length === 0 && <option value="">No versions</option>}
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            Version {version.version}
          </option>
        ))}
      </select>
    </div>
  );
}
