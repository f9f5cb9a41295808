import { useId, type RefObject } from 'react';
import type { ShareLinkSettingsBody } from '@review/contract/sharing';
import { copyLink } from '../../lib/copy-link.ts';
import { useAsset } from '../assets/use-asset.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { useCreateShareLink, useShareLinks, type ShareTarget } from './use-share-links.ts';
import { ShareLinkForm } from './share-link-form.tsx';
import { ShareLinkRow } from './share-link-row.tsx';
import { mediaNoun } from './media-noun.ts';

const describe = (scope: ShareTarget['scope'], shared: string) =>
  scope === 'asset'
    ? `Anyone with a link can view this ${shared} and comment under their name and e-mail address, without an account. Revoke a link to close it.`
    : 'Anyone with a link can view every asset of this project, new ones included, and comment under their name and e-mail address, without an account. Revoke a link to close it.';

/** What the dialog's target is, in words: the project, or the asset's newest file by its kind (read from the asset the screen already loaded). */
function useSharedNoun(target: ShareTarget): string {
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
  const { data: links, error, isPending } = useShareLinks(target);
  const create = useCreateShareLink(target);
  const shared = useSharedNoun(target);
  const newLinkHeadingId = useId();
  // One clock for every row, so that "Expired" and "2 h ago" agree.
  const now = new Date();

  function handleCreate(settings: ShareLinkSettingsBody) {
    return create.mutateAsync(settings).then((reply) => void copyLink(reply.data.link, 'Copy the review link'));
  }

  return (
    <Dialog
      title={target.scope === 'asset' ? 'Share for review' : 'Share project for review'}
      description={describe(target.scope, shared)}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      className="max-w-lg"
    >
      <div className="flex flex-col gap-4">
        {isPending && <p className="text-sm text-muted">Loading...</p>}
        {error && <ErrorText>{error.message}</ErrorText>}
        {links?.length === 0 && <p className="text-sm text-muted">No review links yet.</p>}
        {links && links.length > 0 && (
          <ul aria-label="Review links" className="flex flex-col gap-3">
            {links.map((link) => (
              <ShareLinkRow key={link.id} target={target} link={link} now={now} shared={shared} />
            ))}
          </ul>
        )}
        <section aria-labelledby={newLinkHeadingId} className="flex flex-col gap-3 border-t border-line pt-4">
          <h3 id={newLinkHeadingId} className="text-base font-semibold">
            New link
          </h3>
          <ShareLinkForm
            label="New link"
            submitLabel="Create link"
            pendingLabel="Creating..."
            cancelLabel="Close"
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
