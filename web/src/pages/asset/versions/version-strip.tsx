import clsx from 'clsx';
import { Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Version } from '@review/contract/assets';
import { Button } from '../../../ui/button.tsx';
import { PlusIcon } from '../../../ui/icons.tsx';
import { lazyComponent } from '../../../ui/lazy-component.ts';
import { RAIL_WRAP } from '../rail.ts';

const addVersionDialog = lazyComponent(() => import('../../../features/assets/add-version-dialog.tsx').then((m) => m.AddVersionDialog));

/** Above this many versions the strip switches to compact 'V n' labels (spec). */
const COMPACT_AFTER = 4;

export interface VersionStripProps {
  assetId: number;
  /** Newest first, as the API sends them. */
  versions: readonly Version[];
  selected: Version | undefined;
  onSelect: (versionId: number) => void;
  /** A version was uploaded through 'Add Version': it is the one to look at now. */
  onAdded: (version: Version) => void;
  /** Extra actions at the end of the strip (Compare). */
  actions?: ReactNode;
}

/** Every version, oldest to newest, the selected one pressed; then 'Add Version'. A row, and from xl a column of the rail beside the design. */
export function VersionStrip({ assetId, versions, selected, onSelect, onAdded, actions }: VersionStripProps) {
  const intl = useIntl();
  const [isAdding, setIsAdding] = useState(false);
  const isCompact = versions.length > COMPACT_AFTER;
  const ordered = [...versions].reverse();
  return (
    <div className="flex flex-wrap items-center gap-2 xl:flex-col xl:flex-nowrap xl:items-stretch">
      <p className="text-sm text-muted tabular" aria-live="polite">
        {intl.formatMessage({ id: 'asset.versions.current' }, { version: selected?.version ?? '–' })}
      </p>
      <div role="group" aria-label={intl.formatMessage({ id: 'asset.versions.label' })} className="flex max-w-full min-w-0 gap-1 overflow-x-auto rounded-md border border-line bg-subtle p-0.5 xl:flex-col xl:overflow-x-visible">
        {ordered.map((version) => {
          const isSelected = version.id === selected?.id;
          return (
            <button
              key={version.id}
              type="button"
              aria-pressed={isSelected}
              aria-label={isCompact ? intl.formatMessage({ id: 'asset.common.version' }, { version: version.version }) : undefined}
              onClick={() => onSelect(version.id)}
              className={clsx(
                'h-7 shrink-0 rounded-[5px] px-2.5 text-sm font-medium whitespace-nowrap tabular transition-colors xl:h-auto xl:min-h-7 xl:py-1 xl:whitespace-normal xl:leading-tight',
                isSelected ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              {intl.formatMessage({ id: isCompact ? 'asset.versions.short' : 'asset.common.version' }, { version: version.version })}
            </button>
          );
        })}
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={isCompact ? intl.formatMessage({ id: 'asset.versions.add' }) : undefined}
        title={isCompact ? intl.formatMessage({ id: 'asset.versions.add' }) : undefined}
        onPointerEnter={addVersionDialog.preload}
        onFocus={addVersionDialog.preload}
        onClick={() => setIsAdding(true)}
        className={isCompact ? 'w-8 px-0! xl:w-full' : `[&>svg]:shrink-0 ${RAIL_WRAP}`}
      >
        <PlusIcon />
        {!isCompact && intl.formatMessage({ id: 'asset.versions.add' })}
      </Button>
      {actions && <div className="ms-auto flex items-center gap-2 xl:ms-0 xl:flex-col xl:items-stretch">{actions}</div>}
      {isAdding && (
        <Suspense fallback={null}>
          <addVersionDialog.Component assetId={assetId} open onOpenChange={setIsAdding} onUploaded={onAdded} />
        </Suspense>
      )}
    </div>
  );
}
