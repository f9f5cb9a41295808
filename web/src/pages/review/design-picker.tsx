import { Button } from '../../ui/button.tsx';
import type { ScreenVariation, ScreenVersion } from '../asset/source/screen-asset.ts';

export interface DesignPickerProps {
  versions: readonly ScreenVersion[];
  version: ScreenVersion | undefined;
  variation: ScreenVariation | undefined;
  onVersionChange: (versionId: number) => void;
  onVariationChange: (variationId: number) => void;
}

/** Which version (when there are several) and which variation of it the guest looks at. */
export function DesignPicker({ versions, version, variation, onVersionChange, onVariationChange }: DesignPickerProps) {
  // With one of each there is nothing to pick, and an empty box would still take its gap in the toolbar.
  if (versions.length < 2 && (version?.variations.length ?? 0) < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {versions.length > 1 && (
        <label className="flex items-center gap-2 text-sm">
          <span className="font-medium">Version</span>
          <select value={version?.id} onChange={(event) => onVersionChange(Number(event.target.value))} className="rounded-md border border-line bg-surface px-2 py-1 text-sm">
            {versions.map((item) => (
              <option key={item.id} value={item.id}>
                Version {item.version}
              </option>
            ))}
          </select>
        </label>
      )}
      {version && version.variations.length > 1 && (
        <div role="group" aria-label="Variations" className="flex flex-wrap gap-1">
          {version.variations.map((item) => (
            <Button key={item.id} size="sm" variant={item.id === variation?.id ? 'primary' : 'secondary'} aria-pressed={item.id === variation?.id} onClick={() => onVariationChange(item.id)}>
              {item.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
