import type { RefObject } from 'react';
import { toast } from 'sonner';
import type { ShareLink } from '@review/contract/sharing';
import { describeError } from '../../../lib/api-error.ts';
import { copyLink } from '../../../lib/copy-link.ts';
import { formatDate } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { ErrorText, Input } from '../../../ui/field.tsx';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../../../features/sharing/use-share-links.ts';

export interface ShareDialogProps {
  assetId: number;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** Review links of the asset: make one, copy it, revoke it. */
export function ShareDialog({ assetId, onClose, returnFocusTo }: ShareDialogProps) {
  const { data: links, error, isPending } = useShareLinks(assetId);
  const create = useCreateShareLink(assetId);

  function handleCreate() {
    create.mutate(undefined, { onSuccess: (reply) => void copyLink(reply.data.link, 'Copy the review link') });
  }

  return (
    <Dialog
      title="Share for review"
      description="Anyone with a link can view this design and comment under their name and e-mail address, without an account. Revoke a link to close it."
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
              <ShareLinkRow key={link.id} assetId={assetId} link={link} />
            ))}
          </ul>
        )}
        <ErrorText>{create.error?.message}</ErrorText>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button disabled={create.isPending} onClick={handleCreate}>
            {create.isPending ? 'Creating...' : 'Create link'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function ShareLinkRow({ assetId, link }: { assetId: number; link: ShareLink }) {
  const revoke = useRevokeShareLink(assetId);
  const madeBy = link.created_by ? `${link.created_by.first_name} ${link.created_by.last_name}`.trim() : 'a former member';

  function handleRevoke() {
    revoke.mutate(link.id, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (failure) => toast.error(describeError(failure)),
    });
  }

  return (
    <li className="flex flex-col gap-1.5">
      <Input readOnly value={link.link} aria-label="Review link" onFocus={(event) => event.currentTarget.select()} className="text-sm" />
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto text-xs text-muted">
          Made by {madeBy} on {formatDate(link.created_at)}
        </span>
        <Button variant="ghost" size="sm" onClick={() => void copyLink(link.link, 'Copy the review link')}>
          Copy link
        </Button>
        <Button variant="ghost" size="sm" className="text-danger!" disabled={revoke.isPending} onClick={handleRevoke}>
          {revoke.isPending ? 'Revoking...' : 'Revoke'}
        </Button>
      </div>
    </li>
  );
}
