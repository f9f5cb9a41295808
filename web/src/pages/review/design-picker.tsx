import { useIntl } from 'react-intl';
import { Button } from '../../ui/button.tsx';
import { VersionSelect } from '../asset/header/version-select.tsx';
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
  const intl = useIntl();
  // With one of each there is nothing to pick, and an empty box would still take its gap in the toolbar.
  if (versions.length < 2 && (version?.variations.length ?? 0) < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {versions.length > 1 && <VersionSelect versions={versions} value={version?.id} onChange={onVersionChange} isLabelShown />}
      {version && version.variations.length > 1 && (
        <div role="group" aria-label={intl.formatMessage({ id: 'review.picker.variations' })} className="flex flex-wrap gap-1">
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
