import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { ShareLinkForm, type SharedNoun } from './share-link-form.tsx';

/** One review link: its address, settings and use, with Copy, Edit (in place) and Revoke after a confirmation. */
export function ShareLinkRow({ target, link, now, shared }: { target: ShareTarget; link: ShareLink; now: Date; shared: SharedNoun }) {
  const intl = useIntl();
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
        <Input readOnly value={link.link} aria-label={intl.formatMessage({ id: 'review.link.address' })} onFocus={(event) => event.currentTarget.select()} className="text-sm" />
        <Button variant="secondary" onClick={() => void copyLink(link.link, intl.formatMessage({ id: 'review.link.copyPrompt' }))}>
          <FormattedMessage id="review.link.copy" />
        </Button>
      </div>
      {isEditing ? (
        <ShareLinkForm
          saved={link}
          label={intl.formatMessage({ id: 'review.link.settings' })}
          submitLabel={intl.formatMessage({ id: 'review.common.save' })}
          pendingLabel={intl.formatMessage({ id: 'review.common.saving' })}
          cancelLabel={intl.formatMessage({ id: 'review.common.cancel' })}
          onSave={handleSave}
          onCancel={handleStopEditing}
          isPending={update.isPending}
          error={update.error}
          shared={shared}
        />
      ) : (
        <>
          <ul aria-label={intl.formatMessage({ id: 'review.link.settingsList' })} className="flex flex-wrap gap-1.5">
            {settings.length === 0 && <li className="text-xs text-muted">
                <FormattedMessage id="review.link.plain" />
              </li>}
            {settings.map((label) => (
              <li key={label.text}>
                <Badge tone={label.isExpired ? 'neutral' : 'accent'}>{label.text}</Badge>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-end gap-2">
            <p className="me-auto flex flex-col text-xs text-muted">
              <span>
                <FormattedMessage id="review.link.madeBy" values={{ name: describeCreator(link), date: formatDate(link.created_at) }} />
              </span>
              <span className="tabular-nums">{describeViews(link, now)}</span>
            </p>
            <div className="flex gap-1">
              <Button ref={editButtonRef} variant="ghost" size="sm" onClick={() => setIsEditing(true)}>
                <FormattedMessage id="review.link.edit" />
              </Button>
              <Button ref={revokeButtonRef} variant="ghost" size="sm" className="text-danger!" onClick={() => setIsConfirmingRevoke(true)}>
                <FormattedMessage id="review.link.revoke" />
              </Button>
            </div>
          </div>
        </>
      )}
      {isConfirmingRevoke && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'review.link.revokeTitle' })}
          confirmLabel={intl.formatMessage({ id: 'review.link.revoke' })}
          pendingLabel={intl.formatMessage({ id: 'review.link.revoking' })}
          isPending={revoke.isPending}
          error={revoke.error ? describeError(revoke.error) : undefined}
          onConfirm={handleRevoke}
          onClose={() => setIsConfirmingRevoke(false)}
          returnFocusTo={revokeButtonRef}
        >
          <FormattedMessage id="review.link.revokeText" />
        </ConfirmDialog>
      )}
    </li>
  );
}
