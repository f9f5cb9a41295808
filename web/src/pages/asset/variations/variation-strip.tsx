import clsx from 'clsx';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Variation, Version } from '@review/contract/assets';
import { fileUrl } from '../../../lib/format.ts';
import { ChevronDownIcon, PlusIcon } from '../../../ui/icons.tsx';
import { lazyComponent } from '../../../ui/lazy-component.ts';

const variationsDialog = lazyComponent(() => import('../../../features/assets/variations-dialog.tsx').then((m) => m.VariationsDialog));

export interface VariationStripProps {
  assetId: number;
  version: Version | undefined;
  selected: Variation | undefined;
  onSelect: (variationId: number) => void;
}

/**
 * The selected version's variations as thumbnails with their labels: a column left of the viewer on
 * wide screens, a row above it otherwise. It folds away to give the image the room.
 */
export function VariationStrip({ assetId, version, selected, onSelect }: VariationStripProps) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(true);
  const [isEditing, setIsEditing] = useState(false);
  const variations = version?.variations ?? [];
  return (
    <nav aria-label={intl.formatMessage({ id: 'asset.variations.label' })} className="flex min-w-0 flex-col gap-2">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="variation-list"
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-8 max-w-full items-center gap-0.5 self-start rounded-md px-1 text-start text-sm font-medium text-muted hover:bg-subtle hover:text-fg"
      >
        <span className={clsx('shrink-0 transition-transform', !isOpen && '-rotate-90 rtl:rotate-90')}>
          <ChevronDownIcon />
        </span>
        {/* A word longer than the rail (a pseudo-locale's, a long compound) breaks rather than leaving it. */}
        <span className="min-w-0 break-words">{intl.formatMessage({ id: 'asset.variations.label' })}</span>
      </button>
      {isOpen && (
        <ul id="variation-list" className="flex gap-2 overflow-x-auto pb-1 xl:flex-col xl:overflow-x-visible xl:pb-0">
          {variations.map((variation) => {
            const isSelected = variation.id === selected?.id;
            return (
              <li key={variation.id} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  title={variation.variation_name}
                  onClick={() => onSelect(variation.id)}
                  className={clsx(
                    'group flex w-20 flex-col gap-1 rounded-md border-2 p-1 text-start transition-colors xl:w-full',
                    isSelected ? 'border-accent bg-accent-soft' : 'border-transparent hover:bg-subtle',
                  )}
                >
                  <img src={fileUrl(variation.thumbnail)} alt="" loading="lazy" className="aspect-[4/3] w-full rounded-sm bg-subtle object-contain" />
                  <span className="flex items-center justify-between gap-1 text-xs font-medium tabular">
                    {variation.label}
                    {variation.comments_count > 0 && (
                      <span className="rounded-full bg-subtle px-1.5 text-[11px] text-muted">
                        <span aria-hidden="true">{variation.comments_count}</span>
                        <span className="sr-only">{intl.formatMessage({ id: 'asset.variations.openComments' }, { count: variation.comments_count })}</span>
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
          {version && (
            <li className="shrink-0">
              <button
                type="button"
                onPointerEnter={variationsDialog.preload}
                onFocus={variationsDialog.preload}
                onClick={() => setIsEditing(true)}
                className="flex h-full min-h-16 w-20 flex-col items-center justify-center gap-1 rounded-md border border-dashed border-line p-1 text-center text-[11px] leading-tight text-muted hover:border-accent hover:text-fg xl:w-full"
              >
                <PlusIcon />
                <span className="max-w-full break-words">{intl.formatMessage({ id: 'asset.variations.edit' })}</span>
              </button>
            </li>
          )}
        </ul>
      )}
      {isEditing && version && (
        <Suspense fallback={null}>
          <variationsDialog.Component assetId={assetId} versionId={version.id} open onOpenChange={setIsEditing} />
        </Suspense>
      )}
    </nav>
  );
}
