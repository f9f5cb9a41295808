import clsx from 'clsx';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Variation } from '@review/contract/assets';
import { fileUrl } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { PagesIcon, TrashIcon } from '../../ui/icons.tsx';
import { formatPageCount, summarisePages } from './page-summary.ts';
import { useDeleteVariation } from './use-delete-variation.ts';

/** One variation: thumbnail (page 1 of a document), label (1A, 1B, ...), page count of a document, name, and a delete that asks first. */
export function VariationTile({ variation }: { variation: Variation }) {
  const intl = useIntl();
  const { pageCount } = summarisePages(variation);
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const deleteVariation = useDeleteVariation();

  function cancel() {
    setIsConfirming(false);
    requestAnimationFrame(() => deleteButtonRef.current?.focus());
  }

  function confirm() {
    deleteVariation.mutate(variation.id, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => {
        toast.error(intl.formatMessage({ id: 'projects.variations.deleteFailed' }), { description: error.message });
        cancel();
      },
    });
  }

  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-md border border-line bg-surface">
      {/* A document's page is cut from its top, where its title is, as on the board. */}
      <img src={fileUrl(variation.thumbnail)} alt={intl.formatMessage({ id: 'projects.variations.alt' }, { label: variation.label, name: variation.variation_name })} loading="lazy" className={clsx('aspect-[4/3] w-full bg-subtle object-cover', pageCount > 1 && 'object-top')} />
      {isConfirming ? (
        <div role="group" aria-label={intl.formatMessage({ id: 'projects.variations.deleteQuestion' }, { label: variation.label })} className="flex flex-col gap-2 p-2">
          <p className="text-sm">
            <FormattedMessage id="projects.variations.deleteShort" values={{ label: variation.label }} />
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" autoFocus onClick={cancel} disabled={deleteVariation.isPending}>
              <FormattedMessage id="projects.cancel" />
            </Button>
            <Button variant="danger" size="sm" onClick={confirm} disabled={deleteVariation.isPending}>
              <FormattedMessage id={deleteVariation.isPending ? 'projects.delete.pending' : 'projects.delete.confirm'} />
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex min-w-0 items-start gap-1 py-1.5 pe-1 ps-2">
          <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
            <span className="flex items-center gap-2">
              <span className="tabular rounded bg-subtle px-1.5 py-0.5 text-xs font-semibold">{variation.label}</span>
              {pageCount > 1 && (
                <span className="tabular inline-flex items-center gap-1 text-xs text-muted">
                  <PagesIcon />
                  {formatPageCount(pageCount)}
                </span>
              )}
            </span>
            <span className="w-full truncate text-xs text-muted" title={variation.variation_name}>
              {variation.variation_name}
            </span>
          </div>
          <IconButton ref={deleteButtonRef} label={intl.formatMessage({ id: 'projects.variations.delete' }, { label: variation.label })} onClick={() => setIsConfirming(true)} className="size-8 hover:text-danger">
            <TrashIcon />
          </IconButton>
        </div>
      )}
    </li>
  );
}
