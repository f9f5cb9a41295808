import { useId, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShareLinkSettingsBody } from '@review/contract/sharing';
import { copyLink } from '../../lib/copy-link.ts';
import { useAsset } from '../assets/use-asset.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { useCreateShareLink, useShareLinks, type ShareTarget } from './use-share-links.ts';
import { ShareLinkForm, type SharedNoun } from './share-link-form.tsx';
import { ShareLinkRow } from './share-link-row.tsx';
import { mediaNoun } from './media-noun.ts';

/** What the dialog's target is, in words: the project, or the asset's newest file by its kind (read from the asset the screen already loaded). */
function useSharedNoun(target: ShareTarget): SharedNoun {
  const { data: asset } = useAsset(String(target.id), target.scope === 'asset');
  return target.scope === 'project' ? 'project' : mediaNoun(asset?.versions[0]?.variations[0]?.media.kind);
}

export interface ShareDialogProps {
  target: ShareTarget;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** Review links of an asset or a project: make one with its settings, see how each is set and used, copy, edit or revoke it. */
export function ShareDialog({ target, onClose, returnFocusTo }: ShareDialogProps) {
  const intl = useIntl();
  const { data: links, error, isPending } = useShareLinks(target);
  const create = useCreateShareLink(target);
  const shared = useSharedNoun(target);
  const newLinkHeadingId = useId();
  // One clock for every row, so that "Expired" and "2 h ago" agree.
  const now = new Date();

  function handleCreate(settings: ShareLinkSettingsBody) {
    return create.mutateAsync(settings).then((reply) => void copyLink(reply.data.link, intl.formatMessage({ id: 'review.link.copyPrompt' })));
  }

  return (
    <Dialog
      title={intl.formatMessage({ id: target.scope === 'asset' ? 'review.share.title' : 'review.share.titleProject' })}
      description={intl.formatMessage({ id: target.scope === 'asset' ? 'review.share.text' : 'review.share.textProject' }, { shared })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      className="max-w-lg"
    >
      <div className="flex flex-col gap-4">
        {isPending && <p className="text-sm text-muted">{intl.formatMessage({ id: 'review.common.loading' })}</p>}
        {error && <ErrorText>{error.message}</ErrorText>}
        {links?.length === 0 && <p className="text-sm text-muted">{intl.formatMessage({ id: 'review.share.empty' })}</p>}
        {links && links.length > 0 && (
          <ul aria-label={intl.formatMessage({ id: 'review.share.links' })} className="flex flex-col gap-3">
            {links.map((link) => (
              <ShareLinkRow key={link.id} target={target} link={link} now={now} shared={shared} />
            ))}
          </ul>
        )}
        <section aria-labelledby={newLinkHeadingId} className="flex flex-col gap-3 border-t border-line pt-4">
          <h3 id={newLinkHeadingId} className="text-base font-semibold">
            <FormattedMessage id="review.share.newLink" />
          </h3>
          <ShareLinkForm
            label={intl.formatMessage({ id: 'review.share.newLink' })}
            submitLabel={intl.formatMessage({ id: 'review.share.create' })}
            pendingLabel={intl.formatMessage({ id: 'review.share.creating' })}
            cancelLabel={intl.formatMessage({ id: 'review.common.close' })}
            onSave={handleCreate}
            onCancel={onClose}
            isPending={create.isPending}
            error={create.error}
            shared={shared}
          />
        </section>
      </div>
    </Dialog>
  );
}
