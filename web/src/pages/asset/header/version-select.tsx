import { useId } from 'react';
import type { Version } from '@review/contract/assets';

/** The header's version selector: every version, newest first. */
export function VersionSelect({ versions, value, onChange }: { versions: readonly Version[]; value: number | undefined; onChange: (versionId: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
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
