import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import type { ShareLink, ShareLinkSettingsBody } from '@review/contract/sharing';
import { describeCreator, describeLinkSettings, describeViews } from './link-summary.ts';
import { useRevokeShareLink, useUpdateShareLink, type ShareTarget } from './use-share-links.ts';
import { describeError } from '../../lib/api-error.ts';
import { copyLink } from '../../lib/copy-link.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Input } from '../../ui/field.tsx';
import { ShareLinkForm } from './share-link-form.tsx';

/** One review link: its address, settings and use, with Copy, Edit (in place) and Revoke after a confirmation. */
export function ShareLinkRow({ target, link, now, shared }: { target: ShareTarget; link: ShareLink; now: Date; shared: string }) {
  const revoke = useRevokeShareLink(target);
  const update = useUpdateShareLink(target, link.id);
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingRevoke, setIsConfirmingRevoke] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const revokeButtonRef = useRef<HTMLButtonElement>(null);
  const settings = describeLinkSettings(link, now);

  function handleStopEditing() {
    // The Edit button is back only once rendered; the focus returns to it rather than to the dialog.
    flushSync(() => setIsEditing(false));
    editButtonRef.current?.focus();
  }

  function handleSave(body: ShareLinkSettingsBody) {
    return update.mutateAsync(body).then((reply) => {
      toast.success(reply.message);
      handleStopEditing();
    });
  }

  // The promise rather than mutate's callbacks: those are dropped once the revoked row leaves the list.
  function handleRevoke() {
    revoke.mutateAsync(link.id).then(
      (reply) => toast.success(reply.message),
      () => undefined, // shown in the dialog, from revoke.error
    );
  }

  return (
    <li className="flex flex-col gap-2 rounded-md border border-line p-3">
      <div className="flex gap-2">
        <Input readOnly value={link.link} aria-label="Review link" onFocus={(event) => event.currentTarget.select()} className="text-sm" />
        <Button variant="secondary" onClick={() => void copyLink(link.link, 'Copy the review link')}>
          Copy link
        </Button>
      </div>
      {isEditing ? (
        <ShareLinkForm
          saved={link}
          label="Link settings"
          submitLabel="Save"
          pendingLabel="Saving..."
          cancelLabel="Cancel"
          onSave={handleSave}
          onCancel={handleStopEditing}
          isPending={update.isPending}
          error={update.error}
          shared={shared}
        />
      ) : (
        <>
          <ul aria-label="Settings" className="flex flex-wrap gap-1.5">
            {settings.length === 0 && <li className="text-xs text-muted">Anyone with the link can view; no downloads.</li>}
            {settings.map((label) => (
              <li key={label}>
                <Badge tone={label === 'Expired' ? 'neutral' : 'accent'}>{label}</Badge>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-end gap-2">
            <p className="me-auto flex flex-col text-xs text-muted">
              <span>
                Made by {describeCreator(link)} on {formatDate(link.created_at)}
              </span>
              <span className="tabular-nums">{describeViews(link, now)}</span>
            </p>
            <div className="flex gap-1">
              <Button ref={editButtonRef} variant="ghost" size="sm" onClick={() => setIsEditing(true)}>
                Edit
              </Button>
              <Button ref={revokeButtonRef} variant="ghost" size="sm" className="text-danger!" onClick={() => setIsConfirmingRevoke(true)}>
                Revoke
              </Button>
            </div>
          </div>
        </>
      )}
      {isConfirmingRevoke && (
        <ConfirmDialog
          title="Revoke this review link?"
          confirmLabel="Revoke"
          pendingLabel="Revoking..."
          isPending={revoke.isPending}
          error={revoke.error ? describeError(revoke.error) : undefined}
          onConfirm={handleRevoke}
          onClose={() => setIsConfirmingRevoke(false)}
          returnFocusTo={revokeButtonRef}
        >
          Whoever holds this link loses access at once, also on a page they have open. A new link would have a new address.
        </ConfirmDialog>
      )}
    </li>
  );
}
